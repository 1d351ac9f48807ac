import {
  allowedRelationActions,
  relationStatusAfter,
  type ListedRelation,
  type RelationAction,
  type UserNetworkRelation,
} from '@campus/domain/relation';
import { blockedEitherWay } from '../db/blocks-repository.ts';
import type { Queryable } from '../db/db.ts';
import { findDirectoryRow } from '../db/directory-repository.ts';
import {
  deleteRelationRow,
  findRelation,
  findRelationBetween,
  insertRequest,
  listRelationsOf,
  updateRelationStatus,
  type RelationRow,
} from '../db/relations-repository.ts';
import { WpHttpError } from '@campus/domain/wp-error';
import type { PhotoUrls } from '../photos/photo-urls.ts';
import { peopleByIdSeenBy, peopleSeenBy } from './directory.ts';

export const invalidRelation = () => new WpHttpError(404, 'rest_post_invalid_id', 'Invalid post ID.');
export const invalidUser = () => new WpHttpError(404, 'rest_user_invalid_id', 'Invalid user ID.');
const forbidden = (action: RelationAction) =>
  new WpHttpError(403, 'rest_forbidden_relation_action', `You are not allowed to ${action} this relation.`);
const changedMeanwhile = () =>
  new WpHttpError(409, 'rest_relation_changed', 'The relation changed meanwhile; reload it and try again.');

export function relationOnWire(row: RelationRow): UserNetworkRelation {
  return {
    id: row.id,
    status: 'publish',
    date: row.updated_at,
    acf: { user_a: row.user_a, user_b: row.user_b, relation_status: row.relation_status },
  };
}

/**
 * GET /wp/v2/usernetwork: one page of the viewer's relations, each with the other party as the viewer may
 * see them (null when hidden) — one query for every other party of the page, not one per relation.
 */
export async function relationsPage(
  db: Queryable,
  photoUrls: PhotoUrls,
  viewerId: number,
  page: number,
  perPage: number,
): Promise<{ relations: ListedRelation[]; total: number }> {
  const { rows, total } = await listRelationsOf(db, viewerId, page, perPage);
  const otherOf = (row: RelationRow) => (row.user_a === viewerId ? row.user_b : row.user_a);
  const others = await peopleByIdSeenBy(db, await peopleSeenBy(db, photoUrls, viewerId), rows.map(otherOf));
  const relations = rows.map((row) => ({
    ...relationOnWire(row),
    other_user: others.get(otherOf(row)) ?? null,
  }));
  return { relations, total };
}

/**
 * A request from `sender` to `recipientId` (spec §4 none → requested). The sender becomes user_a; their
 * previous relation with the recipient is set back to requested rather than duplicated. A person the sender
 * may not see answers like one who does not exist; a block either way forbids the request.
 */
export async function requestRelation(
  db: Queryable,
  senderId: number,
  recipientId: number,
): Promise<{ relation: RelationRow; created: boolean }> {
  if (recipientId === senderId) {
    throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): user_b');
  }
  if ((await findDirectoryRow(db, senderId, recipientId)) === null) throw invalidUser();
  if (await blockedEitherWay(db, senderId, recipientId)) {
    throw new WpHttpError(403, 'rest_user_blocked', 'You cannot send a request to this person.');
  }
  // Two attempts: if a concurrent request inserted the pair between our read and our insert, the unique
  // pair index refuses ours and the second pass treats theirs as the existing relation.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const existing = await findRelationBetween(db, senderId, recipientId);
    if (existing === null) {
      const created = await insertRequest(db, senderId, recipientId);
      if (created !== null) return { relation: created, created: true };
      continue;
    }
    if (!allowedRelationActions(senderId, existing).has('request')) throw forbidden('request');
    if (existing.relation_status === 'requested') return { relation: existing, created: false };
    const updated = await updateRelationStatus(db, existing.id, existing.relation_status, 'requested');
    if (updated !== null) return { relation: updated, created: false };
  }
  throw changedMeanwhile();
}

/** A relation the actor is a party of; anyone else is answered as if it did not exist. */
async function ownRelation(db: Queryable, actorId: number, id: number): Promise<RelationRow> {
  const relation = await findRelation(db, id);
  if (relation === null || (relation.user_a !== actorId && relation.user_b !== actorId)) {
    throw invalidRelation();
  }
  return relation;
}

/** PUT /acf/v3/usernetwork/{id} {acf:{relation_status}}: accept, refuse or (sender) request again. */
export async function changeRelationStatus(
  db: Queryable,
  actorId: number,
  id: number,
  action: Exclude<RelationAction, 'delete'>,
): Promise<RelationRow> {
  const relation = await ownRelation(db, actorId, id);
  if (!allowedRelationActions(actorId, relation).has(action)) throw forbidden(action);
  const target = relationStatusAfter(action);
  if (target === null || target === relation.relation_status) return relation;
  const updated = await updateRelationStatus(db, relation.id, relation.relation_status, target);
  if (updated === null) throw changedMeanwhile();
  return updated;
}

/** DELETE /wp/v2/usernetwork/{id}: only the sender removes the relation (§4, §6). */
export async function deleteRelation(db: Queryable, actorId: number, id: number): Promise<RelationRow> {
  const relation = await ownRelation(db, actorId, id);
  if (!allowedRelationActions(actorId, relation).has('delete')) throw forbidden('delete');
  if (!(await deleteRelationRow(db, relation.id))) throw invalidRelation();
  return relation;
}
