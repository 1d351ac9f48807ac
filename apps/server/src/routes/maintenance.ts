import type { MaintenanceRequest } from '@campus/domain/maintenance';
import { STORED_PHOTO_MIME_TYPE } from '@campus/domain/photo';
import { WpHttpError } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { sendPaged } from '../http/wp-paging.ts';
import { acceptRawImageBody } from '../http/raw-image-body.ts';
import { acceptedPhotoTypes } from '../photos/accepted-photo-types.ts';
import {
  addPhoto,
  photoOf,
  followRequest,
  maintenanceCaller,
  maintenanceRequest,
  openAreaRequests,
  ownRequests,
  postMessage,
  reportPlaces,
  reportProblem,
  takeStep,
  type MaintenanceEffects,
} from '../services/maintenance.ts';

/** As for profile photos: a person tries a few pictures, not a flood (each is re-encoded). */
const PHOTO_UPLOADS_PER_MINUTE = 20;

/**
 * Maintenance requests (domain/src/maintenance-endpoints.ts, issue #32): a resident's reports and their
 * timeline, the steps of the author and of the house's team, "me too" on a common area's request. Every
 * answer is the caller's own view: never cached by a shared cache.
 */
export const maintenanceRoutes: FastifyPluginCallbackTypebox<{ effects: MaintenanceEffects }> = (
  app,
  { effects },
  done,
) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  const callerOf = (request: Parameters<typeof signedInUser>[0], language: 'fr' | 'en' | undefined) =>
    maintenanceCaller(app.db, signedInUser(request), language ?? 'en');

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-places'),
    handler: async (request) => reportPlaces(app.db, await callerOf(request, request.query.wpml_language)),
  });

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-requests'),
    handler: async (request, reply): Promise<MaintenanceRequest[]> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const { items, total } = await ownRequests(app.db, caller, request.query, effects.now());
      return sendPaged(reply, request.query, total, items, 'own');
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests'),
    handler: async (request, reply): Promise<MaintenanceRequest> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const created = await reportProblem(app.db, caller, request.body, effects.now());
      reply.status(201);
      return created;
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-requests/{id}'),
    handler: async (request): Promise<MaintenanceRequest> =>
      maintenanceRequest(
        app.db,
        await callerOf(request, request.query.wpml_language),
        request.params.id,
        effects.now(),
      ),
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests/{id}/steps'),
    handler: async (request): Promise<MaintenanceRequest> =>
      takeStep(
        app.db,
        effects,
        await callerOf(request, request.query.wpml_language),
        request.params.id,
        request.body,
      ),
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests/{id}/messages'),
    handler: async (request, reply): Promise<MaintenanceRequest> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const answer = await postMessage(app.db, effects, caller, request.params.id, request.body.message);
      reply.status(201);
      return answer;
    },
  });

  app.route({
    ...endpointRoute('POST /portal/v1/maintenance-requests/{id}/followers'),
    handler: async (request, reply): Promise<MaintenanceRequest> => {
      const caller = await callerOf(request, request.query.wpml_language);
      const { request: followed, created } = await followRequest(
        app.db,
        caller,
        request.params.id,
        effects.now(),
      );
      reply.status(created ? 201 : 200);
      return followed;
    },
  });

  const accepted = acceptedPhotoTypes();
  const uploads = acceptRawImageBody(app, accepted, 'photos');
  const photoRoute = endpointRoute('POST /portal/v1/maintenance-requests/{id}/photos');
  app.route({
    ...photoRoute,
    // Each photo costs a re-encoding: a few a minute for a person, as profile photos (routes/photos.ts).
    config: {
      ...photoRoute.config,
      rateLimit: {
        max: PHOTO_UPLOADS_PER_MINUTE,
        timeWindow: '1 minute',
        keyGenerator: (request) => `maintenance-photo:${String(signedInUser(request).id)}`,
        errorResponseBuilder: () =>
          new WpHttpError(
            429,
            'rest_too_many_uploads',
            'Too many photo uploads. Please try again in a minute.',
          ),
      },
    },
    schema: { ...photoRoute.schema, consumes: accepted.map((type) => type.mimeType) },
    handler: async (request, reply): Promise<MaintenanceRequest> => {
      const upload = uploads.uploadOf(request);
      const caller = await callerOf(request, request.query.wpml_language);
      const added = await addPhoto(app.db, caller, request.params.id, upload, effects.now());
      if (!added.ok) throw uploads.refusal(added.error);
      reply.status(201);
      return added.request;
    },
  });

  const servedPhoto = endpointRoute('GET /portal/v1/maintenance-requests/{id}/photos/{photo}');
  app.route({
    ...servedPhoto,
    schema: { ...servedPhoto.schema, produces: [STORED_PHOTO_MIME_TYPE] },
    handler: async (request, reply) => {
      const caller = await callerOf(request, undefined);
      const bytes = await photoOf(app.db, caller, request.params.id, request.params.photo);
      return reply.header('content-type', STORED_PHOTO_MIME_TYPE).send(Buffer.from(bytes));
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/maintenance-areas/{id}/open-requests'),
    handler: async (request) =>
      openAreaRequests(app.db, await callerOf(request, undefined), request.params.id),
  });
  done();
};
