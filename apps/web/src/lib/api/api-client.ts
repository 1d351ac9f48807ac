import { IDENTITY_TOKEN_HEADER, BACKEND_TOKEN_HEADER } from '@campus/domain/auth-contract';
import { REQUEST_RETRIES, REQUEST_TIMEOUT_MS } from '@campus/domain/constants';
import { isSignOutError } from '@campus/domain/wp-error';
import { wireQuery, type QueryValue } from '@campus/domain/endpoint';
import { type Logger, silentLogger } from '../logger.ts';
import { ApiError } from './api-error.ts';

import { API_BASE_PATH } from './api-base-path.ts';

export { API_BASE_PATH };
/** First retry after 500 ms, then 1 s, then 2 s. */
export const RETRY_BASE_DELAY_MS = 500;
export const LANGUAGE_PARAM = 'wpml_language';

export type { QueryValue };
export type Query = Readonly<Record<string, QueryValue>>;

export type ApiMethod = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';

export interface ApiRequestOptions {
  method?: ApiMethod;
  query?: Query;
  body?: unknown;
  /**
   * The caller's promise that this PUT's body wholly replaces what it names (sending it twice leaves the
   * same state as once). Only such a PUT is retried, and only while no newer write to the same resource
   * has been sent; other methods ignore it.
   */
  fullReplacement?: boolean;
  /** The caller's cancellation (TanStack Query passes one); a cancelled request is never retried. */
  signal?: AbortSignal;
  /**
   * `blob`: a successful answer is binary (a maintenance request's photo, served only with the bearer
   * token) and is handed over as a Blob instead of being read as text; an error is still read as JSON.
   */
  responseType?: 'blob';
}

export interface ApiResponse<T> {
  data: T;
  status: number;
  /** Lists read X-WP-Total and X-WP-TotalPages from here. */
  headers: Headers;
}

export interface IdentityTokens {
  accessToken: string | null;
  idToken: string | null;
}

export interface TokenStore {
  get(): string | null;
  set(token: string): void;
}

export interface ApiClientOptions {
  fetch: typeof fetch;
  /** The identity provider's tokens of the signed-in person, if any. */
  identityTokens: () => Promise<IdentityTokens | null>;
  /** Where the backend token lives; a new one from a response replaces it. */
  backendToken: TokenStore;
  /** The signed-in user's locale (fr_FR…), once the user is known. */
  userLocale: () => string | null | undefined;
  /** Called on a 403 with a jwt code (spec §4, §8): the person is signed out. */
  onSignOutError: () => void;
  log?: Logger;
  /**
   * An answer already asked for this GET with these headers before the app started (app/early-requests.ts,
   * issue #31), taken instead of asking again; null when there is none.
   */
  earlyResponse?: (url: string, headers: Headers) => Promise<Response> | null;
  baseUrl?: string;
  timeoutMs?: number;
  retries?: number;
  retryBaseDelayMs?: number;
}

export interface ApiClient {
  request<T>(path: string, options?: ApiRequestOptions): Promise<ApiResponse<T>>;
  /**
   * Sends a request that outlives the page (fetch keepalive), with the same auth headers as the last
   * request: for a save flushed on visibilitychange/pagehide, when nothing can await an answer. Built
   * synchronously, so it leaves before the page is gone; no retry, no timeout, the answer is ignored.
   */
  sendKeepalive(path: string, options: Pick<ApiRequestOptions, 'method' | 'body' | 'query'>): void;
}

/** The resource a write acts on: its path without the query. */
function resourceOf(path: string): string {
  return path.split('?')[0] ?? path;
}

function buildUrl(baseUrl: string, path: string, query: Query, language: string | null): string {
  // WordPress reads lists as comma-joined values (filter[tax-tag]=1,2,3).
  const params = wireQuery(query);
  if (language !== null && !params.has(LANGUAGE_PARAM)) params.set(LANGUAGE_PARAM, language);
  const search = params.toString();
  if (search === '') return `${baseUrl}${path}`;
  return `${baseUrl}${path}${path.includes('?') ? '&' : '?'}${search}`;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason instanceof Error ? signal.reason : new DOMException('Aborted', 'AbortError'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * The one HTTP client of the portal (spec §7 "Common rules"): identity headers, backend-token capture,
 * language parameter, 30 s timeout, 3 retries with exponential delay, sign-out on the jwt 403s.
 * Retries live here only; TanStack Query is configured not to retry on top.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const {
    fetch: fetchImpl,
    identityTokens,
    backendToken,
    userLocale,
    onSignOutError,
    log = silentLogger,
    earlyResponse = () => null,
    baseUrl = API_BASE_PATH,
    timeoutMs = REQUEST_TIMEOUT_MS,
    retries = REQUEST_RETRIES,
    retryBaseDelayMs = RETRY_BASE_DELAY_MS,
  } = options;

  // The identity tokens of the last request, for sendKeepalive, which cannot wait for identityTokens().
  let lastTokens: IdentityTokens | null = null;
  // The number of the latest write sent to each resource: a PUT is not retried over a newer write, or the
  // older body would land last and undo it.
  let writesSent = 0;
  const latestWrite = new Map<string, number>();
  const recordWrite = (path: string): number => {
    writesSent += 1;
    latestWrite.set(resourceOf(path), writesSent);
    return writesSent;
  };

  /**
   * Spec §7 retries, for idempotent requests only: GET and HEAD; a PUT marked as a full replacement while
   * it is still the latest write to its resource. POST and DELETE are never sent twice.
   */
  function mayRetry(path: string, request: ApiRequestOptions, write: number | null): boolean {
    switch (request.method ?? 'GET') {
      case 'GET':
      case 'HEAD':
        return true;
      case 'PUT':
        return request.fullReplacement === true && latestWrite.get(resourceOf(path)) === write;
      case 'POST':
      case 'DELETE':
        return false;
    }
  }

  function headersWith(tokens: IdentityTokens | null): Headers {
    const result = new Headers({ Accept: 'application/json', 'Content-Type': 'application/json' });
    const bearer = backendToken.get() ?? tokens?.accessToken ?? null;
    if (bearer !== null) result.set('Authorization', `Bearer ${bearer}`);
    if (tokens?.idToken) result.set(IDENTITY_TOKEN_HEADER, tokens.idToken);
    return result;
  }

  async function headers(): Promise<Headers> {
    lastTokens = await identityTokens();
    return headersWith(lastTokens);
  }

  function language(): string | null {
    const locale = userLocale();
    return locale ? (locale.split('_')[0] ?? null) : null;
  }

  /** The early answer to a first GET when there is one (it fails like any request: then it is asked again). */
  async function answerOf(url: string, init: RequestInit, requestHeaders: Headers): Promise<Response> {
    const early = init.method === 'GET' ? earlyResponse(url, requestHeaders) : null;
    if (early !== null) {
      try {
        return await early;
      } catch {
        // Sent before the app ran (offline then?): asked again below, with the app's timeout and retries.
      }
    }
    return fetchImpl(url, init);
  }

  async function attempt<T>(url: string, request: ApiRequestOptions): Promise<ApiResponse<T>> {
    const method = request.method ?? 'GET';
    const controller = new AbortController();
    const timer = setTimeout(() => {
      controller.abort();
    }, timeoutMs);
    const forwardAbort = (): void => {
      controller.abort(request.signal?.reason);
    };
    request.signal?.addEventListener('abort', forwardAbort, { once: true });

    let response: Response;
    let text = '';
    let blob: Blob | null = null;
    try {
      const requestHeaders = await headers();
      const init: RequestInit = { method, headers: requestHeaders, signal: controller.signal };
      if (request.body instanceof Blob) {
        // A file upload (profile photo): the raw bytes, typed as the file is.
        init.body = request.body;
        requestHeaders.set('Content-Type', request.body.type || 'application/octet-stream');
      } else if (request.body !== undefined) init.body = JSON.stringify(request.body);
      response = await answerOf(url, init, requestHeaders);
      // The body is read under the same timeout: a stalled body is as bad as no answer.
      if (request.responseType === 'blob' && response.ok) blob = await response.blob();
      else text = await response.text();
    } catch (error) {
      if (request.signal?.aborted) throw error;
      // Not the caller's cancellation, so the only other abort is the timeout's.
      if (controller.signal.aborted)
        throw new ApiError('timeout', 0, null, `${method} ${url} timed out`, { cause: error });
      throw new ApiError('network', 0, null, `${method} ${url} failed`, { cause: error });
    } finally {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', forwardAbort);
    }

    const newBackendToken = response.headers.get(BACKEND_TOKEN_HEADER);
    if (newBackendToken) backendToken.set(newBackendToken);

    const data = blob ?? parseBody(text);
    if (!response.ok) {
      if (isSignOutError(response.status, data)) onSignOutError();
      throw new ApiError('http', response.status, data, `${method} ${url} answered ${response.status}`);
    }
    return { data: data as T, status: response.status, headers: response.headers };
  }

  return {
    async request<T>(path: string, request: ApiRequestOptions = {}): Promise<ApiResponse<T>> {
      const url = buildUrl(baseUrl, path, request.query ?? {}, language());
      const method = request.method ?? 'GET';
      const write = method === 'GET' || method === 'HEAD' ? null : recordWrite(path);
      for (let retry = 0; ; retry += 1) {
        try {
          return await attempt<T>(url, request);
        } catch (error) {
          const retryable = error instanceof ApiError && error.retryable && mayRetry(path, request, write);
          if (!retryable || retry >= retries || request.signal?.aborted) {
            if (error instanceof ApiError) log.warn(error.message, error.body);
            throw error;
          }
          const delay = retryBaseDelayMs * 2 ** retry;
          log.info(`${error.message}; retry ${retry + 1}/${retries} in ${delay} ms`);
          await wait(delay, request.signal);
        }
      }
    },
    sendKeepalive(path, request) {
      const method = request.method ?? 'POST';
      const url = buildUrl(baseUrl, path, request.query ?? {}, language());
      recordWrite(path);
      const init: RequestInit = { method, headers: headersWith(lastTokens), keepalive: true };
      if (request.body !== undefined) init.body = JSON.stringify(request.body);
      fetchImpl(url, init).catch((error: unknown) => {
        log.warn(`${method} ${url} (keepalive) failed`, error);
      });
    },
  };
}
