import { SERVICES_HOME_PATH } from '@campus/domain/service';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { testUser } from '../../../lib/testing/fixtures.ts';
import { expectFocusHeld, heldBack } from '../../../lib/testing/focus.ts';
import { server } from '../../../lib/testing/msw-server.ts';
import {
  testInvoice,
  testInvoiceUrl,
  testService,
  type TestServicesData,
} from '../../../lib/testing/services-fixtures.ts';
import { testCampus } from '../../../lib/testing/test-campus.ts';
import { ServicesCataloguePage } from '../services-catalogue.tsx';
import { renderSignedIn } from '../test-render.tsx';
import { invoicesApiPath } from '../api/get-invoices.ts';

const INVOICES_PATH = '/services/tabs/digital/invoices';

const routes = [
  { path: '/services/tabs/:tab/*', element: <ServicesCataloguePage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const digital = { service_category: [{ value: 'digital', label: 'Digital' }] };
const campus = { service_category: [{ value: 'campus', label: 'Campus' }] };

function catalogue(invoicesFlag: boolean) {
  return [
    testService(1, 'library', {}, campus),
    testService(2, 'invoices', {}, { ...digital, invoices: invoicesFlag }),
  ];
}

const INVOICES = [
  testInvoice(101, 'F-2024-01', '2024-01-15', [{ id: 1011, number: 'T-1', title: 'Laundry card' }]),
  testInvoice(103, 'F-2025-03', '2025-03-05', [
    { id: 1031, number: 'T-2', title: 'Room deposit' },
    { id: 1032, number: 'T-3', title: 'Parking' },
  ]),
  testInvoice(102, 'F-2024-11', '2024-11-20'),
];

const PDF_BASE64 = btoa('%PDF-1.4 sample');

/** jsdom's Blob has no text(): read it as a browser of its age would. */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      resolve(typeof reader.result === 'string' ? reader.result : '');
    };
    reader.onerror = () => {
      reject(reader.error ?? new Error('unreadable blob'));
    };
    reader.readAsText(blob);
  });
}

function openInvoices(user = testUser({ invoice_url: testInvoiceUrl() }), data: TestServicesData = {}) {
  return renderSignedIn(routes, INVOICES_PATH, user, {
    services: catalogue(true),
    invoices: INVOICES,
    ...data,
  });
}

describe('invoices gate (spec §2.7, §5)', () => {
  it('sends someone without an invoice url to the services home', async () => {
    const { router } = openInvoices(testUser({ invoice_url: '' }));
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(SERVICES_HOME_PATH);
    });
    expect(testCampus.requests.some((request) => request.path.endsWith('/invoices'))).toBe(false);
  });

  it('sends everyone to the services home when the service lacks the invoices flag', async () => {
    const { router } = openInvoices(undefined, { services: catalogue(false) });
    await waitFor(() => {
      expect(router.state.location.pathname).toBe(SERVICES_HOME_PATH);
    });
  });

  it('refuses an invoice url on another origin without sending the request', async () => {
    openInvoices(testUser({ invoice_url: 'https://billing.example/wp-json/portal/v1/invoices' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading entries');
    expect(testCampus.requests.some((request) => request.path.endsWith('/invoices'))).toBe(false);
  });
});

describe('invoice list (spec §2.7)', () => {
  it('groups the invoices by year, newest year first and newest invoice first', async () => {
    openInvoices();
    expect(await screen.findByRole('heading', { level: 3, name: '2025' })).toBeInTheDocument();
    const years = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(years).toEqual(['2025', '2024']);
    const year2024 = screen.getByRole('region', { name: '2024' });
    expect(
      within(year2024)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['F-2024-1120 November 2024', 'F-2024-0115 January 2024']);
  });

  it("says 'No invoice' when there is none", async () => {
    openInvoices(undefined, { invoices: [] });
    expect(await screen.findByText('No invoice')).toBeInTheDocument();
  });

  it("says 'No invoice' when the server has no billing account for the person", async () => {
    openInvoices(undefined, { invoices: null });
    expect(await screen.findByText('No invoice')).toBeInTheDocument();
  });

  it('opens an invoice in a modal titled with its number, month name and year, listing its files', async () => {
    openInvoices();
    await userEvent.click(await screen.findByRole('button', { name: /F-2025-03/ }));
    const dialog = screen.getByRole('dialog', { name: 'F-2025-03 – March 2025' });
    expect(
      within(dialog)
        .getAllByRole('button', { name: /Invoice|T-/ })
        .map((b) => b.textContent),
    ).toEqual(['Invoice F-2025-03', 'T-2 – Room deposit', 'T-3 – Parking']);
  });

  it('names the month in French for a French-speaking person', async () => {
    openInvoices(testUser({ invoice_url: testInvoiceUrl(), locale: 'fr_FR' }, { locale: 'fr_FR' }), {
      services: catalogue(true).map((service) => ({ ...service, lang: 'fr' as const })),
    });
    await userEvent.click(await screen.findByRole('button', { name: /F-2025-03/ }));
    expect(screen.getByRole('dialog', { name: 'F-2025-03 – mars 2025' })).toBeInTheDocument();
  });
});

describe('invoice downloads (spec §2.7, §5, §8)', () => {
  let clicked: HTMLAnchorElement[];
  let createObjectURL: ReturnType<typeof vi.fn<(blob: Blob) => string>>;

  beforeEach(() => {
    clicked = [];
    // jsdom cannot save files: record the download link the page clicks instead.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
  });

  afterEach(() => {
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads a part: asks /wp/v2/file/{id} and saves the PDF under its name', async () => {
    openInvoices(undefined, {
      files: { 1032: { base64: PDF_BASE64, filename: 'T-3.pdf', mime: 'application/pdf' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /F-2025-03/ }));
    await userEvent.click(screen.getByRole('button', { name: 'T-3 – Parking' }));
    await waitFor(() => {
      expect(clicked).toHaveLength(1);
    });
    expect(testCampus.requests.map((request) => request.path)).toContain('/wp/v2/file/1032');
    expect(clicked[0]?.download).toBe('T-3.pdf');
    expect(clicked[0]?.href).toBe('blob:invoice');
    const blob = createObjectURL.mock.calls[0]?.[0] ?? new Blob();
    expect(blob.type).toBe('application/pdf');
    expect(await textOf(blob)).toBe('%PDF-1.4 sample');
  });

  it('keeps the focus on a file’s button while it downloads (issue #34)', async () => {
    openInvoices(undefined, {
      files: { 1032: { base64: PDF_BASE64, filename: 'T-3.pdf', mime: 'application/pdf' } },
    });
    const held = heldBack();
    server.use(
      http.get('*/wp-json/wp/v2/file/:id', async () => {
        await held.released;
        return undefined;
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: /F-2025-03/ }));
    const part = screen.getByRole('button', { name: 'T-3 – Parking' });
    part.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      expect(part).toHaveAttribute('aria-busy', 'true');
    });
    expectFocusHeld(part);
    held.release();
    await waitFor(() => {
      expect(clicked).toHaveLength(1);
    });
    expectFocusHeld(part);
  });

  it("shows 'File does not exist.' for 2 s when the file has no content, and saves nothing", async () => {
    openInvoices(undefined, {
      files: { 103: { base64: '', filename: 'F-2025-03.pdf', mime: 'application/pdf' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: /F-2025-03/ }));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // userEvent waits on timers the fake clock holds: a plain click starts the download.
      fireEvent.click(screen.getByRole('button', { name: 'Invoice F-2025-03' }));
      await vi.waitFor(() => {
        expect(screen.getByRole('alert')).toHaveTextContent('File does not exist.');
      });
      vi.advanceTimersByTime(1_999);
      expect(screen.getByRole('alert')).toHaveTextContent('File does not exist.');
      vi.advanceTimersByTime(1);
      // The live region stays, empty, for the next message (ui/timed-toast.tsx).
      await vi.waitFor(() => {
        expect(screen.getByRole('alert')).toBeEmptyDOMElement();
      });
    } finally {
      vi.useRealTimers();
    }
    expect(clicked).toHaveLength(0);
  });
});

describe('invoicesApiPath', () => {
  const origin = 'http://localhost:8080';

  it("turns the portal's invoice url into a path under /wp-json", () => {
    expect(invoicesApiPath(`${origin}/wp-json/portal/v1/invoices`, origin)).toBe('/portal/v1/invoices');
    expect(invoicesApiPath(`${origin}/wp-json/portal/v1/invoices?year=2025`, origin)).toBe(
      '/portal/v1/invoices?year=2025',
    );
  });

  it('refuses a url on another origin or outside the API', () => {
    expect(invoicesApiPath('https://evil.example/wp-json/portal/v1/invoices', origin)).toBeNull();
    expect(invoicesApiPath(`${origin}/billing/invoices`, origin)).toBeNull();
    expect(invoicesApiPath('not a url at all', origin)).toBeNull();
  });
});
