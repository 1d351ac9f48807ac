import { BlockBodySchema, BlockDeletedSchema, BlockSchema, type Block } from '@campus/domain/relation';
import { IdSchema } from '@campus/domain/wire';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { block, blockedBy, unblock } from '../services/blocks.ts';

const errors = { 400: WpErrorSchema, 403: WpErrorSchema, 404: WpErrorSchema };

/**
 * Blocks of spec §6, a resource of their own (WordPress has none): GET /wp-json/portal/v1/blocks lists the
 * people the caller blocked, POST {user_id} blocks one, DELETE /portal/v1/blocks/{user_id} unblocks. The
 * rules are services/blocks.ts.
 */
export const blocksRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/portal/v1/blocks',
    { schema: { response: { 200: Type.Array(BlockSchema), 403: WpErrorSchema } } },
    async (request, reply): Promise<Block[]> => {
      const ids = await blockedBy(app.db, signedInUser(request).id);
      reply.header('cache-control', 'private, no-store');
      return ids.map((id) => ({ user_id: id }));
    },
  );

  app.post(
    '/portal/v1/blocks',
    { schema: { body: BlockBodySchema, response: { 201: BlockSchema, ...errors } } },
    async (request, reply): Promise<Block> => {
      await block(app.db, signedInUser(request).id, request.body.user_id);
      reply.status(201);
      return { user_id: request.body.user_id };
    },
  );

  app.delete(
    '/portal/v1/blocks/:userId',
    {
      schema: {
        params: Type.Object({ userId: IdSchema }),
        response: { 200: BlockDeletedSchema, ...errors },
      },
    },
    async (request) => {
      await unblock(app.db, signedInUser(request).id, request.params.userId);
      return { deleted: true, previous: { user_id: request.params.userId } };
    },
  );
  done();
};
