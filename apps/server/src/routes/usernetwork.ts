import type { DirectoryUser } from '@campus/domain/directory-user';
import { PAGE_SIZE_DEFAULT } from '@campus/domain/constants';
import type { UserNetworkRelation } from '@campus/domain/relation';
import type { FastifyPluginCallback } from 'fastify';
import { signedInUser } from '../auth/authenticate.ts';
import { findDirectoryRows } from '../db/directory-repository.ts';
import { listRelationsOf } from '../db/relations-repository.ts';
import {
  changeRelationStatus,
  deleteRelation,
  relationOnWire,
  requestRelation,
} from '../services/relations.ts';
import { projectUserFor } from '../services/user-projection.ts';
import { loadViewer } from '../services/viewer.ts';
import { pagingQuerySchema, sendPaged, type PagingQuery } from '../http/wp-paging.ts';
import { WpErrorSchema } from '@campus/domain/wp-error';
import { directoryUserSchema } from './directory-user-schema.ts';

/** A relation as the list answers it: with the other party, projected for the caller (null if hidden). */
interface ListedRelation extends UserNetworkRelation {
  other_user: DirectoryUser | null;
}

const relationSchema = {
  type: 'object',
  required: ['id', 'status', 'date', 'acf'],
  properties: {
    id: { type: 'integer' },
    status: { type: 'string' },
    date: { type: 'string' },
    acf: {
      type: 'object',
      required: ['user_a', 'user_b', 'relation_status'],
      properties: {
        user_a: { type: 'integer' },
        user_b: { type: 'integer' },
        relation_status: { type: 'string', enum: ['requested', 'accepted', 'refused'] },
      },
    },
  },
} as const;

const listedRelationSchema = {
  ...relationSchema,
  required: [...relationSchema.required, 'other_user'],
  properties: {
    ...relationSchema.properties,
    other_user: { anyOf: [directoryUserSchema, { type: 'null' }] },
  },
} as const;

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1 } },
} as const;

const errors = { 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema, 409: WpErrorSchema };

interface RequestBody {
  status?: string;
  acf: { user_a?: number; user_b: number; relation_status?: string };
}

/**
 * The contact relations of spec §4 (usernetwork, §3, §7). The server decides who may do what through the
 * same rule the web app uses to choose its button (@campus/domain/relation); the body's user_a and
 * relation_status never grant anything.
 */
export const usernetworkRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get<{ Querystring: PagingQuery }>(
    '/wp/v2/usernetwork',
    {
      schema: {
        querystring: { type: 'object', properties: pagingQuerySchema(PAGE_SIZE_DEFAULT) },
        response: { 200: { type: 'array', items: listedRelationSchema }, ...errors },
      },
    },
    async (request, reply): Promise<ListedRelation[]> => {
      const viewer = await loadViewer(app.db, signedInUser(request).id);
      const { rows, total } = await listRelationsOf(
        app.db,
        viewer.id,
        request.query.page,
        request.query.per_page,
      );
      const otherOf = (row: (typeof rows)[number]) => (row.user_a === viewer.id ? row.user_b : row.user_a);
      // One query for every other party of the page, not one per relation.
      const people = new Map(
        (await findDirectoryRows(app.db, viewer.id, rows.map(otherOf))).map((row) => [row.id, row]),
      );
      const relations = rows.map((row) => {
        const other = people.get(otherOf(row));
        return {
          ...relationOnWire(row),
          other_user:
            other === undefined
              ? null
              : projectUserFor(viewer, other, {
                  blockedEitherWay: other.blocked,
                  inMyNetwork: other.in_my_network,
                  photoUrlForViewer: (photo) => app.photoUrls.forViewer(photo, viewer.id),
                }),
        };
      });
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, request.query, total, relations);
    },
  );

  app.post<{ Body: RequestBody }>(
    '/wp/v2/usernetwork',
    {
      schema: {
        body: {
          type: 'object',
          required: ['acf'],
          properties: {
            status: { type: 'string' },
            title: { type: 'string' },
            acf: {
              type: 'object',
              required: ['user_b'],
              properties: {
                user_a: { type: 'integer', minimum: 1 },
                user_b: { type: 'integer', minimum: 1 },
                relation_status: { type: 'string', enum: ['requested'] },
              },
            },
          },
        },
        response: { 200: relationSchema, 201: relationSchema, ...errors },
      },
    },
    async (request, reply): Promise<UserNetworkRelation> => {
      const sender = signedInUser(request).id;
      const { user_a: userA, user_b: userB } = request.body.acf;
      // The sender is user_a whatever the body says (§4); the other party is whichever one is not them.
      const recipient = userB === sender && userA !== undefined ? userA : userB;
      const { relation, created } = await requestRelation(app.db, sender, recipient);
      reply.status(created ? 201 : 200);
      return relationOnWire(relation);
    },
  );

  app.put<{
    Params: { id: number };
    Body: { acf: { relation_status: 'requested' | 'accepted' | 'refused' } };
  }>(
    '/acf/v3/usernetwork/:id',
    {
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['acf'],
          properties: {
            acf: {
              type: 'object',
              required: ['relation_status'],
              properties: { relation_status: { type: 'string', enum: ['requested', 'accepted', 'refused'] } },
            },
          },
        },
        response: { 200: relationSchema, ...errors },
      },
    },
    async (request): Promise<UserNetworkRelation> => {
      const actions = { requested: 'request', accepted: 'accept', refused: 'refuse' } as const;
      const relation = await changeRelationStatus(
        app.db,
        signedInUser(request).id,
        request.params.id,
        actions[request.body.acf.relation_status],
      );
      return relationOnWire(relation);
    },
  );

  app.delete<{ Params: { id: number } }>(
    '/wp/v2/usernetwork/:id',
    {
      schema: {
        params: idParams,
        response: {
          200: {
            type: 'object',
            required: ['deleted', 'previous'],
            properties: { deleted: { type: 'boolean' }, previous: relationSchema },
          },
          ...errors,
        },
      },
    },
    async (request) => {
      const relation = await deleteRelation(app.db, signedInUser(request).id, request.params.id);
      return { deleted: true, previous: relationOnWire(relation) };
    },
  );
  done();
};
