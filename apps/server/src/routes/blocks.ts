import type { FastifyPluginCallback } from 'fastify';
import { signedInUser } from '../auth/authenticate.ts';
import { deleteBlock, insertBlock, listBlockedIds } from '../db/blocks-repository.ts';
import { findDirectoryRow } from '../db/directory-repository.ts';
import { invalidUser } from '../services/relations.ts';
import { WpHttpError, WpErrorSchema } from '@campus/domain/wp-error';

const blockSchema = {
  type: 'object',
  required: ['user_id'],
  properties: { user_id: { type: 'integer' } },
} as const;

/**
 * Blocks of spec §6, a resource of their own (WordPress has none): GET /wp-json/portal/v1/blocks lists the
 * people the caller blocked, POST {user_id} blocks one, DELETE /portal/v1/blocks/{user_id} unblocks. A block
 * withholds contact information (mobile, e-mail) both ways and forbids contact requests; unblocking restores
 * both. Only people the caller may see can be blocked (anyone else answers as if they did not exist).
 */
export const blocksRoutes: FastifyPluginCallback = (app, _options, done) => {
  app.get(
    '/portal/v1/blocks',
    { schema: { response: { 200: { type: 'array', items: blockSchema } } } },
    async (request, reply) => {
      const ids = await listBlockedIds(app.db, signedInUser(request).id);
      reply.header('cache-control', 'private, no-store');
      return ids.map((id) => ({ user_id: id }));
    },
  );

  app.post<{ Body: { user_id: number } }>(
    '/portal/v1/blocks',
    {
      schema: {
        body: {
          type: 'object',
          required: ['user_id'],
          properties: { user_id: { type: 'integer', minimum: 1 } },
        },
        response: { 201: blockSchema, 400: WpErrorSchema, 404: WpErrorSchema },
      },
    },
    async (request, reply) => {
      const blocker = signedInUser(request).id;
      const { user_id: blocked } = request.body;
      if (blocked === blocker)
        throw new WpHttpError(400, 'rest_invalid_param', 'Invalid parameter(s): user_id');
      if ((await findDirectoryRow(app.db, blocker, blocked)) === null) throw invalidUser();
      await insertBlock(app.db, blocker, blocked);
      reply.status(201);
      return { user_id: blocked };
    },
  );

  app.delete<{ Params: { userId: number } }>(
    '/portal/v1/blocks/:userId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['userId'],
          properties: { userId: { type: 'integer', minimum: 1 } },
        },
        response: {
          200: {
            type: 'object',
            required: ['deleted', 'previous'],
            properties: { deleted: { type: 'boolean' }, previous: blockSchema },
          },
          404: WpErrorSchema,
        },
      },
    },
    async (request) => {
      const { userId } = request.params;
      if (!(await deleteBlock(app.db, signedInUser(request).id, userId))) {
        throw new WpHttpError(404, 'rest_block_invalid_id', 'No such block.');
      }
      return { deleted: true, previous: { user_id: userId } };
    },
  );
  done();
};
