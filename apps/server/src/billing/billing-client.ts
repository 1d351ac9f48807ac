/**
 * The portal's side of the campus billing system (spec §2.7 invoices). The billing system is outside the
 * portal, reached by URL (BILLING_URL; in the embedded default the sample source at /billing), and answers:
 *
 *   GET {BILLING_URL}/accounts/{account}/invoices
 *     → 200 [{id, number, issueDate: 'YYYY-MM-DD', details: [{id, number, title}]}]
 *       (404 for an account it does not know: no invoices)
 *   GET {BILLING_URL}/accounts/{account}/documents/{id}
 *     → 200 the document's bytes, with Content-Type and a Content-Disposition filename (an empty body when it
 *       has no content for it); 404 when the document is not that account's
 *
 * Every call carries `Authorization: Bearer {BILLING_API_KEY}` and gives up after BILLING_TIMEOUT_MS. The
 * billing system is not trusted with the portal's own rules: answers are checked before use, and anything
 * but the answers above (a timeout, a network error, a 5xx, a refused key, a malformed answer) becomes a
 * 503 rest_billing_unavailable, so a person sees "try again later", never someone else's data or a 500.
 */
import { MAX_INT32 } from '@campus/domain/wire';
import { WpHttpError } from '@campus/domain/wp-error';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

/** How long a client should wait before asking again after the billing system failed (Retry-After). */
export const BILLING_RETRY_AFTER_SECONDS = 30;

const DocumentIdSchema = Type.Integer({ minimum: 1, maximum: MAX_INT32 });

export const BillingInvoiceSchema = Type.Object({
  id: DocumentIdSchema,
  number: Type.String(),
  issueDate: Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' }),
  details: Type.Array(Type.Object({ id: DocumentIdSchema, number: Type.String(), title: Type.String() })),
});
export type BillingInvoice = Static<typeof BillingInvoiceSchema>;
const BillingInvoiceListSchema = Type.Array(BillingInvoiceSchema);

export interface BillingDocument {
  /** Empty when the billing system has no content for the document. */
  bytes: Uint8Array;
  filename: string;
  mime: string;
}

export interface BillingClient {
  /** The account's invoices, as the billing system lists them. */
  invoices(account: string): Promise<BillingInvoice[]>;
  /** One document of the account (an invoice or an additional part), or null when it is not the account's. */
  document(account: string, id: number): Promise<BillingDocument | null>;
}

/** The billing system did not answer usefully; `reason` is for the log, never for the client. */
export class BillingUnavailableError extends WpHttpError {
  constructor(readonly reason: string) {
    super(503, 'rest_billing_unavailable', 'The billing system is unavailable. Please try again later.');
    this.name = 'BillingUnavailableError';
  }
}

export interface BillingClientOptions {
  /** Without a trailing slash. */
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** `filename*=UTF-8''…` (RFC 6266) first, else `filename="…"` or a bare `filename=…`. */
export function filenameOf(disposition: string | null): string | null {
  if (disposition === null) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (extended !== undefined) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // Badly encoded: fall back on the plain parameter.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name === undefined || name === '' ? null : name;
}

export function createBillingClient(options: BillingClientOptions): BillingClient {
  const send = options.fetch ?? fetch;

  async function get(path: string): Promise<Response> {
    try {
      return await send(`${options.baseUrl}${path}`, {
        headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json, */*' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new BillingUnavailableError(timedOut ? 'timeout' : `network error: ${String(error)}`);
    }
  }

  async function read<T>(response: Response, body: () => Promise<T>): Promise<T> {
    try {
      return await body();
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new BillingUnavailableError(timedOut ? 'timeout' : `unreadable answer (${response.status})`);
    }
  }

  const refuse = (response: Response): never => {
    throw new BillingUnavailableError(`answered ${response.status}`);
  };

  const accountPath = (account: string) => `/accounts/${encodeURIComponent(account)}`;

  return {
    async invoices(account) {
      const response = await get(`${accountPath(account)}/invoices`);
      if (response.status === 404) return [];
      if (response.status !== 200) return refuse(response);
      const body: unknown = await read(response, () => response.json());
      if (!Value.Check(BillingInvoiceListSchema, body)) {
        throw new BillingUnavailableError('invoice list not in the agreed shape');
      }
      return body;
    },

    async document(account, id) {
      const response = await get(`${accountPath(account)}/documents/${String(id)}`);
      if (response.status === 404) return null;
      if (response.status === 204) return { bytes: new Uint8Array(), filename: String(id), mime: '' };
      if (response.status !== 200) return refuse(response);
      const bytes = new Uint8Array(await read(response, () => response.arrayBuffer()));
      const mime = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      return {
        bytes,
        filename: filenameOf(response.headers.get('content-disposition')) ?? String(id),
        mime: mime === '' ? 'application/octet-stream' : mime,
      };
    },
  };
}
