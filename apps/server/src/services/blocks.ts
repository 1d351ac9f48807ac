import { WpHttpError } from '@campus/domain/wp-error';
import type { Queryable } from '../db/db.ts';
import { deleteBlock, insertBlock, listBlockedIds } from '../db/blocks-repository.ts';
import { isVisibleTo } from './directory.ts';
import { invalidUser } from './relations.ts';

/**
 * Blocks of spec §6: a block withholds contact information (mobile, e-mail) both ways and forbids contact
 * requests; unblocking restores both. Only people the blocker may see can be blocked (anyone else answers
 * as if they did not exist).
 */
export function blockedBy(db: Queryable, blockerId: number): Promise<number[]> {
  return listBlockedIds(db, blockerId);
}

export async function block(db: Queryable, blockerId: number, blockedId: number): Promise<void> {
  if (blockedId === blockerId) {
    throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): user_id', {
      user_id: 'A person cannot block themselves.',
    });
  }
  if (!(await isVisibleTo(db, blockerId, blockedId))) throw invalidUser();
  await insertBlock(db, blockerId, blockedId);
}

export async function unblock(db: Queryable, blockerId: number, blockedId: number): Promise<void> {
  if (!(await deleteBlock(db, blockerId, blockedId))) {
    throw new WpHttpError(404, 'rest_block_invalid_id', 'No such block.');
  }
}
