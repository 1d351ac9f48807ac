import { INVOICES_PATH, type Invoice, type InvoiceFile } from '@campus/domain/invoice';
import type { Language } from '@campus/domain/locale';
import type { ServiceAcf, ServicePage } from '@campus/domain/service';
import { testServicePage } from '@campus/domain/service-fixtures';
import { HttpResponse } from 'msw';
import { endpointHandler } from './endpoint-handler.ts';
import { recordRequest } from './test-campus.ts';

/** A service as GET /wp/v2/service sends it; `link` is on the test page's origin, as the portal's is. */
export function testService(
  id: number,
  slug: string,
  overrides: Partial<Omit<ServicePage, 'acf'>> = {},
  acf: Partial<ServiceAcf> = {},
): ServicePage {
  return testServicePage(id, slug, { link: `${window.location.origin}/services/${slug}`, ...overrides }, acf);
}

export function testInvoice(
  id: number,
  number: string,
  issueDate: string,
  details: Invoice['details'] = [],
): Invoice {
  return { id, number, issueDate, details };
}

/** The invoice url users/me carries for someone with a billing account. */
export const testInvoiceUrl = () => `${window.location.origin}${INVOICES_PATH}`;

export interface TestServicesData {
  services?: readonly ServicePage[];
  /** null: the caller has no billing account (404 rest_no_invoices). */
  invoices?: readonly Invoice[] | null;
  files?: Readonly<Record<number, InvoiceFile>>;
}

const wpError = (code: string, message: string, status: number) =>
  HttpResponse.json({ code, message, data: { status } }, { status });

/**
 * The services, invoices and file endpoints as the portal server answers them, from `data`: registered
 * empty in msw-handlers.ts, and by a test with `server.use(...servicesHandlers({...}))`.
 */
export function servicesHandlers({ services = [], invoices = [], files = {} }: TestServicesData = {}) {
  return [
    endpointHandler('GET /wp/v2/service', async ({ request }) => {
      const { url } = await recordRequest(request);
      const language = (url.searchParams.get('wpml_language') ?? 'en') as Language;
      const parent = url.searchParams.get('parent');
      const slugs = url.searchParams.get('slug')?.split(',') ?? null;
      const found = services
        .filter(
          (service) =>
            service.lang === language &&
            (parent === null || service.parent === Number(parent)) &&
            (slugs === null || slugs.includes(service.slug)),
        )
        .sort((a, b) => a.menu_order - b.menu_order || a.id - b.id);
      return HttpResponse.json(found);
    }),
    endpointHandler('GET /portal/v1/invoices', async ({ request }) => {
      await recordRequest(request);
      if (invoices === null) return wpError('rest_no_invoices', 'No invoices.', 404);
      return HttpResponse.json(invoices);
    }),
    endpointHandler('GET /wp/v2/file/{id}', async ({ request, params }) => {
      await recordRequest(request);
      const file = files[Number(params.id)];
      if (file === undefined) return wpError('rest_file_invalid_id', 'Invalid file ID.', 404);
      return HttpResponse.json(file);
    }),
  ];
}
