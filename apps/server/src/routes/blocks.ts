import type { Block } from '@campus/domain/relation';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { block, blockedBy, unblock } from '../services/blocks.ts';

/**
 * Blocks of spec §6, a resource of their own (WordPress has none): GET /wp-json/portal/v1/blocks lists the
 * people the caller blocked, POST {user_id} blocks one, DELETE /portal/v1/blocks/{user_id} unblocks. The
 * rules are services/blocks.ts.
 */
export const blocksRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /portal/v1/blocks'),
    handler: async (request, reply): Promise<Block[]> => {
      const ids = await blockedBy(app.db, signedInUser(request).id);
      reply.header('cache-control', 'private, no-store');
      return ids.map((id) => ({ user_id: id }));
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/blocks'),
    handler: async (request, reply): Promise<Block> => {
      await block(app.db, signedInUser(request).id, request.body.user_id);
      reply.status(201);
      return { user_id: request.body.user_id };
    },
  });

  app.route({
    ...endpointRoute('DELETE /portal/v1/blocks/{userId}'),
    handler: async (request) => {
      await unblock(app.db, signedInUser(request).id, request.params.userId);
      return { deleted: true, previous: { user_id: request.params.userId } };
    },
  });
  done();
};
