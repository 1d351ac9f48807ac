import { InvoiceSchema, type Invoice } from '@campus/domain/invoice';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the services fetchers check answers against (in development), from packages/domain. */
export const servicesSchemas: {
  invoice: WireShape<Invoice>;
} = {
  invoice: { schema: import.meta.env.DEV ? InvoiceSchema : null },
};
