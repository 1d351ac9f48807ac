import { Type, type Static } from 'typebox';
import { DirectoryUserSchema } from './directory-user.ts';
import { IdSchema } from './wire.ts';

/**
 * The contact relation of spec §4 ("usernetwork", §3): who may do what, from one place, so that the server
 * (what it accepts) and the web app (which button it shows) can never disagree.
 */
export const RELATION_STATUSES = ['requested', 'accepted', 'refused'] as const;
export type RelationStatus = (typeof RELATION_STATUSES)[number];

/** What a person can do about a relation. 'prompt' is the recipient's cue to answer on /friend-request. */
export const RELATION_ACTIONS = ['request', 'accept', 'refuse', 'delete'] as const;
export type RelationAction = (typeof RELATION_ACTIONS)[number];
export type NextRelationAction = RelationAction | 'prompt';

export const RelationStatusSchema = Type.Enum(RELATION_STATUSES);

/** The parties of a relation: user_a sent the request, user_b received it. */
export const RelationPartiesSchema = Type.Object({
  user_a: Type.Integer(),
  user_b: Type.Integer(),
  relation_status: RelationStatusSchema,
});
export type RelationParties = Static<typeof RelationPartiesSchema>;

/** A relation on the wire (GET/POST /wp/v2/usernetwork). */
export const UserNetworkRelationSchema = Type.Object({
  id: Type.Integer(),
  status: Type.Literal('publish'),
  date: Type.String(),
  acf: RelationPartiesSchema,
});
export type UserNetworkRelation = Static<typeof UserNetworkRelationSchema>;

/** A relation as the list answers it: with the other party projected for the caller (null if hidden). */
export const ListedRelationSchema = Type.Object({
  ...UserNetworkRelationSchema.properties,
  other_user: Type.Union([DirectoryUserSchema, Type.Null()]),
});
export type ListedRelation = Static<typeof ListedRelationSchema>;

/** POST /wp/v2/usernetwork: a contact request. The server decides the parties (§4), whatever user_a says. */
export const RelationRequestBodySchema = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 20 })),
  title: Type.Optional(Type.String({ maxLength: 200 })),
  acf: Type.Object({
    user_a: Type.Optional(IdSchema),
    user_b: IdSchema,
    relation_status: Type.Optional(Type.Literal('requested')),
  }),
});
export type RelationRequestBody = Static<typeof RelationRequestBodySchema>;

/** PUT /acf/v3/usernetwork/{id}: the recipient's answer (or the sender's renewed request). */
export const RelationUpdateBodySchema = Type.Object({
  acf: Type.Object({ relation_status: RelationStatusSchema }),
});

export const RelationDeletedSchema = Type.Object({
  deleted: Type.Boolean(),
  previous: UserNetworkRelationSchema,
});

/** A block of spec §6 (GET/POST /portal/v1/blocks). */
export const BlockSchema = Type.Object({ user_id: Type.Integer() });
export type Block = Static<typeof BlockSchema>;
export const BlockBodySchema = Type.Object({ user_id: IdSchema });
export const BlockDeletedSchema = Type.Object({ deleted: Type.Boolean(), previous: BlockSchema });

/** The state a relation is in, from the point of view of a pair of people: 'none' when none exists. */
export type RelationState = RelationStatus | 'none';

function role(actorId: number, relation: RelationParties | null): 'sender' | 'recipient' | 'other' {
  if (relation === null) return 'other';
  if (relation.user_a === actorId) return 'sender';
  if (relation.user_b === actorId) return 'recipient';
  return 'other';
}

/**
 * The actions the actor may take on the relation (null: there is none yet between the actor and the other
 * person). §4: anyone may request when there is none, and the sender becomes user_a; a sender's new request
 * updates their previous relation to requested; only the recipient accepts (requested, refused) or refuses
 * (requested, accepted); only the sender deletes; nobody else touches the relation.
 */
export function allowedRelationActions(
  actorId: number,
  relation: RelationParties | null,
): ReadonlySet<RelationAction> {
  if (relation === null) return new Set(['request']);
  switch (role(actorId, relation)) {
    case 'sender':
      return new Set(['request', 'delete']);
    case 'recipient':
      switch (relation.relation_status) {
        case 'requested':
          return new Set(['accept', 'refuse']);
        case 'accepted':
          return new Set(['refuse']);
        case 'refused':
          return new Set(['accept']);
      }
      break;
    case 'other':
      return new Set();
  }
  return new Set();
}

/**
 * The one action the portal offers a viewer about a person (§4): request when there is no relation; for a
 * pending request the recipient is prompted to answer on /friend-request; otherwise the recipient may refuse
 * an accepted relation or accept a refused one, and the sender may delete. null: nothing to offer.
 */
export function nextRelationAction(
  viewerId: number,
  relation: RelationParties | null,
): NextRelationAction | null {
  if (relation === null) return 'request';
  switch (role(viewerId, relation)) {
    case 'sender':
      return 'delete';
    case 'recipient':
      switch (relation.relation_status) {
        case 'requested':
          return 'prompt';
        case 'accepted':
          return 'refuse';
        case 'refused':
          return 'accept';
      }
      break;
    case 'other':
      return null;
  }
  return null;
}

/** The status an action leaves the relation in; null when the relation is removed. */
export function relationStatusAfter(action: RelationAction): RelationStatus | null {
  switch (action) {
    case 'request':
      return 'requested';
    case 'accept':
      return 'accepted';
    case 'refuse':
      return 'refused';
    case 'delete':
      return null;
  }
}

/**
 * The friends list of §4: relations accepted or requested, one per friend (the other party), the accepted
 * one winning when both people requested each other.
 */
export function friendIds(viewerId: number, relations: readonly RelationParties[]): number[] {
  const byFriend = new Map<number, RelationStatus>();
  for (const relation of relations) {
    if (relation.relation_status === 'refused') continue;
    const friend = relation.user_a === viewerId ? relation.user_b : relation.user_a;
    if (byFriend.get(friend) !== 'accepted') byFriend.set(friend, relation.relation_status);
  }
  return [...byFriend.keys()];
}

/** The relation between the viewer and another person, among the viewer's relations. */
export function relationWith(
  viewerId: number,
  otherId: number,
  relations: readonly RelationParties[],
): RelationParties | null {
  return (
    relations.find(
      (relation) =>
        (relation.user_a === viewerId && relation.user_b === otherId) ||
        (relation.user_b === viewerId && relation.user_a === otherId),
    ) ?? null
  );
}
