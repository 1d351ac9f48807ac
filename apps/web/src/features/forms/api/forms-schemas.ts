import { EntrySchema, type Entry } from '@campus/domain/forms';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schema the contact form's call checks its answer against (in development), from packages/domain. */
export const formsSchemas: { entry: WireShape<Entry> } = {
  entry: { schema: import.meta.env.DEV ? EntrySchema : null },
};
