import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import {
  FormQuerySchema,
  FormSubmissionAnswerSchema,
  FormSubmissionBodySchema,
  FormSubmissionQuerySchema,
  GravityFormSchema,
  PollResultsSchema,
} from './forms.ts';
import { IdParamsSchema } from './wire.ts';
import { WpErrorSchema } from './wp-error.ts';

/**
 * What a submission's 400 carries: a refused submission's answer (is_valid false with its messages, §7: a
 * normal result) or a WordPress error (a malformed request).
 */
const FormSubmissionRefusalSchema = Type.Union([FormSubmissionAnswerSchema, WpErrorSchema]);

/**
 * Gravity-style forms (spec §7): a form's definition and its submission (without signing in, only an
 * anonymous form is accepted), and a poll's results for staff.
 */
export const formEndpoints = defineEndpoints({
  'GET /gf/v2/forms/{id}': {
    summary:
      "A form's definition in one language, with the caller's own earlier answer to a form that takes one answer each.",
    params: IdParamsSchema,
    query: FormQuerySchema,
    response: GravityFormSchema,
    errors: [400, 403, 404],
    access: 'signInOptional',
  },
  'POST /gf/v2/forms/{id}/submissions': {
    summary:
      "Submits a form's inputs: 200 when valid, 400 with is_valid false and the fields' messages when not (a normal result).",
    params: IdParamsSchema,
    query: FormSubmissionQuerySchema,
    body: FormSubmissionBodySchema,
    response: FormSubmissionAnswerSchema,
    errors: [400, 403, 404, 413, 429],
    errorBodies: { 400: FormSubmissionRefusalSchema },
    access: 'signInOptional',
  },
  'GET /gf/v2/forms/{id}/results': {
    summary:
      "A poll's results, each choice counted over its submissions, for the integration accounts (staff read them in the console).",
    params: IdParamsSchema,
    query: FormQuerySchema,
    response: PollResultsSchema,
    errors: [400, 403, 404],
  },
});
