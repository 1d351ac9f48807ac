import type { AuditEntry } from '@campus/domain/staff';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { pageWindow, sendPaged } from '../http/wp-paging.ts';
import { readAudit } from '../services/staff/audit.ts';
import { staffCaller } from '../services/staff/staff-access.ts';

/**
 * GET /staff/audit (campus editors and administrators; domain/src/staff-audit-endpoints.ts): who changed
 * what, newest first, with the actor's name and the target's title (issue #33); filtered by target, actor
 * and campus local dates.
 */
export const staffAuditRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.route({
    ...endpointRoute('GET /portal/v1/staff/audit'),
    handler: async (request, reply): Promise<AuditEntry[]> => {
      const caller = await staffCaller(app.db, signedInUser(request));
      const { query } = request;
      const filter = {
        targetType: query.target_type ?? null,
        target: query.target ?? null,
        actor: query.actor ?? null,
        after: query.after ?? null,
        before: query.before ?? null,
      };
      const { entries, total } = await readAudit(app.db, caller, filter, pageWindow(query));
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, query, total, entries);
    },
  });
  done();
};
