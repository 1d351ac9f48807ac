import type { StaffPreview, StaffPreviewLink } from '@campus/domain/staff-preview';
import { STAFF_PREVIEW_PAGE_PATH } from '@campus/domain/staff-preview';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { Clock } from '../auth/clock.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import {
  createPreviewLink,
  createPreviewLinkSigner,
  openPreviewLink,
} from '../services/staff/staff-preview.ts';

/**
 * Signed preview links (issue #33), declared in domain/src/staff-preview-endpoints.ts. `key` is derived from
 * the server secret for this one purpose; the token is a credential, so the request log redacts it
 * (domain/src/log-redaction.ts) and neither answer may be cached.
 */
export const staffPreviewRoutes: FastifyPluginCallbackTypebox<{
  key: string;
  clock: Clock;
  publicUrl: string;
}> = (app, { key, clock, publicUrl }, done) => {
  const signer = createPreviewLinkSigner(key);

  app.route({
    ...endpointRoute('POST /portal/v1/staff/items/{type}/{group}/preview-link'),
    handler: async (request, reply): Promise<StaffPreviewLink> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { type, group } = request.params;
      const link = await createPreviewLink(app.db, signer, caller, type, group, clock());
      reply.status(201).header('cache-control', 'private, no-store');
      return {
        url: `${publicUrl}${STAFF_PREVIEW_PAGE_PATH}/${link.token}`,
        expires: link.expires.toISOString(),
      };
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/staff/preview/{token}'),
    handler: async (request, reply): Promise<StaffPreview> => {
      reply.header('cache-control', 'private, no-store');
      return openPreviewLink(app.db, signer, signedInUser(request), request.params.token, clock());
    },
  });
  done();
};
