import { Type } from 'typebox';
import { RelationListQuerySchema } from './directory-user.ts';
import { defineEndpoints } from './endpoint.ts';
import { ListHeadersSchema } from './list-headers.ts';
import {
  BlockBodySchema,
  BlockDeletedSchema,
  BlockSchema,
  ListedRelationSchema,
  RelationDeletedSchema,
  RelationRequestBodySchema,
  RelationUpdateBodySchema,
  UserNetworkRelationSchema,
} from './relation.ts';
import { IdParamsSchema, IdSchema } from './wire.ts';

/**
 * Contact relations (spec §4 usernetwork, §3, §7) and blocks (§6). The server decides who may do what with
 * the rule of relation.ts that the web app uses to choose its button; a body's user_a and relation_status
 * never grant anything.
 */
export const relationEndpoints = defineEndpoints({
  'GET /wp/v2/usernetwork': {
    summary: "The caller's relations from either side, each with the other party as the caller may see them.",
    query: RelationListQuerySchema,
    response: Type.Array(ListedRelationSchema),
    headers: ListHeadersSchema,
    errors: [400, 403, 404, 409],
  },
  'POST /wp/v2/usernetwork': {
    summary:
      'Asks someone for a contact (the caller is the sender, whatever the body says); 200 when the request was already there.',
    body: RelationRequestBodySchema,
    status: [200, 201],
    response: UserNetworkRelationSchema,
    errors: [400, 403, 404, 409],
  },
  'PUT /acf/v3/usernetwork/{id}': {
    summary: 'Accepts or refuses a contact request made to the caller.',
    params: IdParamsSchema,
    body: RelationUpdateBodySchema,
    response: UserNetworkRelationSchema,
    errors: [400, 403, 404, 409],
  },
  'DELETE /wp/v2/usernetwork/{id}': {
    summary: 'Withdraws a request or ends a contact, from either side.',
    params: IdParamsSchema,
    response: RelationDeletedSchema,
    errors: [400, 403, 404, 409],
  },
  'GET /portal/v1/blocks': {
    summary: 'The people the caller blocked.',
    response: Type.Array(BlockSchema),
    errors: [403],
  },
  'POST /portal/v1/blocks': {
    summary: 'Blocks someone: neither sees the other any more (spec §6).',
    body: BlockBodySchema,
    status: 201,
    response: BlockSchema,
    errors: [400, 403, 404],
  },
  'DELETE /portal/v1/blocks/{userId}': {
    summary: 'Unblocks someone.',
    params: Type.Object({ userId: IdSchema }),
    response: BlockDeletedSchema,
    errors: [400, 403, 404],
  },
});
