import type { FormSubmissionAnswer, GravityForm, PollResults } from '@campus/domain/forms';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { endpointRoute } from '../http/endpoint-route.ts';
import { formFor, pollResults, submitForm } from '../services/forms.ts';
import { submissionRateLimit, type SubmissionLimits } from './submission-rate-limit.ts';

/** A submission is a few short answers; 64 KiB leaves room for long textareas, not for a flood. */
const SUBMISSION_BODY_LIMIT = 64 * 1024;

/**
 * Gravity-style forms of spec §7: GET /gf/v2/forms/{id}, POST /gf/v2/forms/{id}/submissions (400 with
 * is_valid false is a normal answer; without an Authorization header only an anonymous form is accepted) and
 * the poll results for staff.
 */
export const formsRoutes: FastifyPluginCallbackTypebox<{ limits: SubmissionLimits }> = (
  app,
  { limits },
  done,
) => {
  app.route({
    ...endpointRoute('GET /gf/v2/forms/{id}'),
    handler: async (request, reply): Promise<GravityForm> => {
      reply.header('cache-control', 'private, no-store');
      return formFor(app.db, request.params.id, request.query.language, request.user);
    },
  });

  const submissionRoute = endpointRoute('POST /gf/v2/forms/{id}/submissions');
  app.route({
    ...submissionRoute,
    bodyLimit: SUBMISSION_BODY_LIMIT,
    config: { ...submissionRoute.config, rateLimit: submissionRateLimit('form-submission', limits) },
    handler: async (request, reply): Promise<FormSubmissionAnswer> => {
      const result = await submitForm(app.db, request.params.id, request.query, request.body, request.user);
      reply.status(result.status);
      return result.answer;
    },
  });

  app.route({
    ...endpointRoute('GET /gf/v2/forms/{id}/results'),
    handler: async (request, reply): Promise<PollResults> => {
      reply.header('cache-control', 'private, no-store');
      return pollResults(app.db, request.params.id, request.query.language, signedInUser(request));
    },
  });
  done();
};
