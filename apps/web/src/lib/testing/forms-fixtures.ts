import {
  defaultConfirmation,
  type Entry,
  type FormField,
  type FormSubmissionAnswer,
  type GravityForm,
} from '@campus/domain/forms';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { recordRequest } from './test-campus.ts';

/** The web tests' name for the domain's field with Gravity Forms defaults. */
export { testFormField as testField } from '@campus/domain/form-fixtures';

export function testForm(id: number, fields: FormField[], extra: Partial<GravityForm> = {}): GravityForm {
  return {
    id,
    title: `Form ${String(id)}`,
    description: '',
    confirmations: {},
    fields: fields.map((field) => ({ ...field, formId: id })),
    button: { text: 'Submit' },
    anonymous: false,
    ...extra,
  };
}

/**
 * What the forms handlers answer from; reset before each test. A form's submission answers `answer` when a
 * test sets one (a refusal the server would make), else valid with the form's confirmation.
 */
export const formsCampus: {
  forms: GravityForm[];
  answer: { status: number; body: FormSubmissionAnswer | object } | null;
  entryStatus: number;
  nextEntryId: number;
} = { forms: [], answer: null, entryStatus: 201, nextEntryId: 700 };

export function resetFormsCampus(): void {
  formsCampus.forms = [];
  formsCampus.answer = null;
  formsCampus.entryStatus = 201;
  formsCampus.nextEntryId = 700;
}

export function formsHandlers() {
  return [
    endpointHandler('GET /gf/v2/forms/{id}', async ({ request, params }) => {
      await recordRequest(request);
      const form = formsCampus.forms.find((item) => item.id === Number(params.id));
      if (form === undefined) {
        return HttpResponse.json(
          { code: 'gf_form_not_found', message: 'Form not found.', data: { status: 404 } },
          { status: 404 },
        );
      }
      return HttpResponse.json(form);
    }),
    endpointHandler('POST /gf/v2/forms/{id}/submissions', async ({ request, params }) => {
      await recordRequest(request);
      if (formsCampus.answer !== null) {
        return HttpResponse.json(formsCampus.answer.body, { status: formsCampus.answer.status });
      }
      const form = formsCampus.forms.find((item) => item.id === Number(params.id));
      return HttpResponse.json({
        is_valid: true,
        validation_messages: {},
        confirmation_message: form === undefined ? '' : defaultConfirmation(form),
      } satisfies FormSubmissionAnswer);
    }),
    endpointHandler('POST /wp/v2/entry', async ({ request }) => {
      const body = (await recordRequest(request)).body as { title: string; acf: Entry['acf'] };
      if (formsCampus.entryStatus !== 201) {
        return HttpResponse.json(
          {
            code: 'rest_error',
            message: 'Could not store the entry.',
            data: { status: formsCampus.entryStatus },
          },
          { status: formsCampus.entryStatus },
        );
      }
      formsCampus.nextEntryId += 1;
      return HttpResponse.json(
        {
          id: formsCampus.nextEntryId,
          date: '2025-01-01T09:00:00',
          status: 'publish',
          type: 'entry',
          title: { rendered: body.title },
          acf: {
            entry_id_post: body.acf.entry_id_post,
            entry_post_type: body.acf.entry_post_type,
            entry_service_email: 'support@campus.example',
            entry_datas: body.acf.entry_datas,
            entry_status: 'not_sent',
          },
        } satisfies Entry,
        { status: 201 },
      );
    }),
  ];
}
