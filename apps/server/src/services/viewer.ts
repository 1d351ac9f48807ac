import type { PrivacyViewer } from '@campus/domain/privacy';
import type { Queryable } from '../db/db.ts';
import { houseIdsOf } from '../db/directory-repository.ts';

/** The signed-in person as the privacy rule sees them: who they are and which houses they live in. */
export async function loadViewer(db: Queryable, userId: number): Promise<PrivacyViewer> {
  return { id: userId, houseIds: await houseIdsOf(db, userId) };
}
