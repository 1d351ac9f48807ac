import type { ListedRelation, UserNetworkRelation } from '@campus/domain/relation';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { sendPaged } from '../http/wp-paging.ts';
import {
  changeRelationStatus,
  deleteRelation,
  relationOnWire,
  relationsPage,
  requestRelation,
} from '../services/relations.ts';

const ACTION_OF_STATUS = { requested: 'request', accepted: 'accept', refused: 'refuse' } as const;

/**
 * The contact relations of spec §4 (usernetwork, §3, §7). The server decides who may do what through the
 * same rule the web app uses to choose its button (@campus/domain/relation); the body's user_a and
 * relation_status never grant anything.
 */
export const usernetworkRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /wp/v2/usernetwork'),
    handler: async (request, reply): Promise<ListedRelation[]> => {
      const { query } = request;
      const { relations, total } = await relationsPage(
        app.db,
        app.photoUrls,
        signedInUser(request).id,
        query.page,
        query.per_page,
      );
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, query, total, relations);
    },
  });

  app.route({
    ...endpointRoute('POST /wp/v2/usernetwork'),
    handler: async (request, reply): Promise<UserNetworkRelation> => {
      const sender = signedInUser(request).id;
      const { user_a: userA, user_b: userB } = request.body.acf;
      // The sender is user_a whatever the body says (§4); the other party is whichever one is not them.
      const recipient = userB === sender && userA !== undefined ? userA : userB;
      const { relation, created } = await requestRelation(app.db, sender, recipient);
      reply.status(created ? 201 : 200);
      return relationOnWire(relation);
    },
  });

  app.route({
    ...endpointRoute('PUT /acf/v3/usernetwork/{id}'),
    handler: async (request): Promise<UserNetworkRelation> => {
      const relation = await changeRelationStatus(
        app.db,
        signedInUser(request).id,
        request.params.id,
        ACTION_OF_STATUS[request.body.acf.relation_status],
      );
      return relationOnWire(relation);
    },
  });

  app.route({
    ...endpointRoute('DELETE /wp/v2/usernetwork/{id}'),
    handler: async (request) => {
      const relation = await deleteRelation(app.db, signedInUser(request).id, request.params.id);
      return { deleted: true, previous: relationOnWire(relation) };
    },
  });
  done();
};
