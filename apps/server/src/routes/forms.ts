import {
  FormQuerySchema,
  FormSubmissionAnswerSchema,
  FormSubmissionBodySchema,
  FormSubmissionQuerySchema,
  GravityFormSchema,
  PollResultsSchema,
  type FormSubmissionAnswer,
  type GravityForm,
  type PollResults,
} from '@campus/domain/forms';
import { IdSchema } from '@campus/domain/wire';
import { WpErrorSchema } from '@campus/domain/wp-error';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { signedInUser } from '../auth/authenticate.ts';
import { formFor, pollResults, submitForm } from '../services/forms.ts';
import { submissionRateLimit, type SubmissionLimits } from './submission-rate-limit.ts';

/** A submission is a few short answers; 64 KiB leaves room for long textareas, not for a flood. */
const SUBMISSION_BODY_LIMIT = 64 * 1024;

const errors = { 403: WpErrorSchema, 404: WpErrorSchema };

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
  app.get(
    '/gf/v2/forms/:id',
    {
      config: { signInOptional: true },
      schema: {
        params: Type.Object({ id: IdSchema }),
        querystring: FormQuerySchema,
        response: { 200: GravityFormSchema, 400: WpErrorSchema, ...errors },
      },
    },
    async (request, reply): Promise<GravityForm> => {
      reply.header('cache-control', 'private, no-store');
      return formFor(app.db, request.params.id, request.query.language, request.user);
    },
  );

  app.post(
    '/gf/v2/forms/:id/submissions',
    {
      bodyLimit: SUBMISSION_BODY_LIMIT,
      config: { signInOptional: true, rateLimit: submissionRateLimit('form-submission', limits) },
      schema: {
        params: Type.Object({ id: IdSchema }),
        querystring: FormSubmissionQuerySchema,
        body: FormSubmissionBodySchema,
        response: {
          200: FormSubmissionAnswerSchema,
          400: Type.Union([FormSubmissionAnswerSchema, WpErrorSchema]),
          ...errors,
          413: WpErrorSchema,
          429: WpErrorSchema,
        },
      },
    },
    async (request, reply): Promise<FormSubmissionAnswer> => {
      const result = await submitForm(app.db, request.params.id, request.query, request.body, request.user);
      reply.status(result.status);
      return result.answer;
    },
  );

  app.get(
    '/gf/v2/forms/:id/results',
    {
      schema: {
        params: Type.Object({ id: IdSchema }),
        querystring: FormQuerySchema,
        response: { 200: PollResultsSchema, 400: WpErrorSchema, ...errors },
      },
    },
    async (request, reply): Promise<PollResults> => {
      reply.header('cache-control', 'private, no-store');
      return pollResults(app.db, request.params.id, request.query.language, signedInUser(request));
    },
  );
  done();
};
