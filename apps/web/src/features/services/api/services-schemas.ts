import { InvoiceSchema, type Invoice } from '@campus/domain/invoice';
import { ServicePageSchema, type ServicePage } from '@campus/domain/service';
import type { WireShape } from '../../../lib/api/expect-shape.ts';

/** The wire schemas the services fetchers check answers against (in development), from packages/domain. */
export const servicesSchemas: {
  service: WireShape<ServicePage>;
  invoice: WireShape<Invoice>;
} = {
  service: { schema: import.meta.env.DEV ? ServicePageSchema : null },
  invoice: { schema: import.meta.env.DEV ? InvoiceSchema : null },
};
