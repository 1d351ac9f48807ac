import { TOTAL_HEADER, TOTAL_PAGES_HEADER } from '@campus/domain/content';
import { AuditEntrySchema, AuditListQuerySchema, type AuditEntry } from '@campus/domain/staff';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { pageWindow, sendPaged } from '../http/wp-paging.ts';
import { readAudit } from '../services/staff/audit.ts';
import { staffCaller } from '../services/staff/staff-access.ts';
import { STAFF_ROUTE_PREFIX } from './staff-grants.ts';

/** GET /staff/audit (campus editors and administrators): who changed what, newest first. */
export const staffAuditRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    `${STAFF_ROUTE_PREFIX}/audit`,
    {
      schema: {
        querystring: AuditListQuerySchema,
        response: {
          200: {
            ...Type.Array(AuditEntrySchema),
            headers: { [TOTAL_HEADER]: Type.Integer(), [TOTAL_PAGES_HEADER]: Type.Integer() },
          },
          400: WpErrorSchema,
          403: WpErrorSchema,
        },
      },
    },
    async (request, reply): Promise<AuditEntry[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { query } = request;
      const filter = {
        targetType: query.target_type ?? null,
        target: query.target ?? null,
        actor: query.actor ?? null,
      };
      const { entries, total } = await readAudit(app.db, caller, filter, pageWindow(query));
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, query, total, entries);
    },
  );
  done();
};
