import type { Entry, OutboxMessage } from '@campus/domain/forms';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { sendPaged } from '../http/wp-paging.ts';
import { CONTACT_ENTRY_EMAIL_JOB } from '../jobs/contact-entry-email.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { createEntry, outboxFor } from '../services/contact-entries.ts';
import { submissionRateLimit, type SubmissionLimits } from './submission-rate-limit.ts';

/** An entry is an object and a message of at most 5,000 characters. */
const ENTRY_BODY_LIMIT = 32 * 1024;

/**
 * Contact form entries of spec §7 (POST /wp/v2/entry: stored, then e-mailed by a queued job) and the local
 * outbox staff read in the embedded default (GET /portal/v1/outbox).
 */
export const contactEntriesRoutes: FastifyPluginCallbackTypebox<{
  jobs: JobQueue;
  limits: SubmissionLimits;
}> = (app, { jobs, limits }, done) => {
  const entryRoute = endpointRoute('POST /wp/v2/entry');
  app.route({
    ...entryRoute,
    bodyLimit: ENTRY_BODY_LIMIT,
    config: { ...entryRoute.config, rateLimit: submissionRateLimit('contact-entry', limits) },
    handler: async (request, reply): Promise<Entry> => {
      const entry = await createEntry(app.db, signedInUser(request), request.body);
      await jobs.send(
        CONTACT_ENTRY_EMAIL_JOB,
        { entryId: entry.id },
        { singletonKey: `entry-${String(entry.id)}` },
      );
      reply.status(201);
      return entry;
    },
  });

  app.route({
    ...endpointRoute('GET /portal/v1/outbox'),
    handler: async (request, reply): Promise<OutboxMessage[]> => {
      const { page, per_page: perPage } = request.query;
      const outbox = await outboxFor(app.db, signedInUser(request), { page, perPage });
      reply.header('cache-control', 'private, no-store');
      return sendPaged(reply, request.query, outbox.total, outbox.items, 'own');
    },
  });
  done();
};
