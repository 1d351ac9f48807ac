import { Type } from 'typebox';
import { defineEndpoints } from './endpoint.ts';
import { EntryBodySchema, EntrySchema, OutboxMessageSchema } from './forms.ts';
import { ListHeadersSchema } from './list-headers.ts';
import { PagingQuerySchema } from './wire.ts';

/**
 * Contact form entries (spec §5, §7): stored, then e-mailed to the item's own receiver by a queued job; and
 * the local outbox the integration accounts read in the embedded default, which keeps messages instead of sending them.
 */
export const contactEntryEndpoints = defineEndpoints({
  'POST /wp/v2/entry': {
    summary:
      "Sends the contact form of a news item, event, page or service: the sender's name and e-mail come from the sign-in, the receiver from the item.",
    body: EntryBodySchema,
    status: 201,
    response: EntrySchema,
    errors: [400, 403, 404, 413, 429],
  },
  'GET /portal/v1/outbox': {
    summary:
      'The messages the embedded default kept instead of sending them, newest first (integration accounts).',
    query: PagingQuerySchema(20),
    response: Type.Array(OutboxMessageSchema),
    headers: ListHeadersSchema,
    errors: [400, 403, 404],
  },
});
