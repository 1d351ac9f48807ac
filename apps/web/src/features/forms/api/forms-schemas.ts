import {
  EntrySchema,
  FormSubmissionAnswerSchema,
  GravityFormSchema,
  type Entry,
  type FormSubmissionAnswer,
  type GravityForm,
} from '@campus/domain/forms';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the forms calls check answers against (in development), from packages/domain. */
export const formsSchemas: {
  form: WireShape<GravityForm>;
  submission: WireShape<FormSubmissionAnswer>;
  entry: WireShape<Entry>;
} = {
  form: { schema: import.meta.env.DEV ? GravityFormSchema : null },
  submission: { schema: import.meta.env.DEV ? FormSubmissionAnswerSchema : null },
  entry: { schema: import.meta.env.DEV ? EntrySchema : null },
};
