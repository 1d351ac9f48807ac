import { apiContract, type ApiContract, type ApiEndpointKey } from '@campus/domain/api-contract';
import {
  endpointMethod,
  endpointPath,
  type Endpoint,
  type EndpointArguments,
  type EndpointResult,
} from '@campus/domain/endpoint';
import { Value } from 'typebox/value';
import type { ApiClient, ApiRequestOptions, ApiResponse } from './api-client.ts';

/** What a call of endpoint `E` takes: its path parameters, query and body as declared, and the request options. */
export type EndpointCall<E extends Endpoint> = EndpointArguments<E> &
  Pick<ApiRequestOptions, 'signal' | 'fullReplacement'>;

/** The declared endpoints whose answer is a list. */
export type ListEndpointKey = {
  [K in ApiEndpointKey]: EndpointResult<ApiContract[K]> extends readonly unknown[] ? K : never;
}[ApiEndpointKey];

const MAX_REPORTED_ERRORS = 5;

/**
 * In development and tests, the answer is compared with the declaration's schema, so a field the server
 * renamed or dropped shows up at once. Only this branch uses the contract's schemas and TypeBox: a
 * production build removes it, and with it every schema (issue #20: the pages' chunks carry no TypeBox).
 */
function checkAnswerInDevelopment(key: ApiEndpointKey, data: unknown): void {
  if (!import.meta.env.DEV) return;
  const schema = apiContract[key].response;
  if (Value.Check(schema, data)) return;
  const errors = Value.Errors(schema, data)
    .slice(0, MAX_REPORTED_ERRORS)
    .map((error) => `${error.instancePath || '/'} ${error.message}`);
  throw new Error(`${key} answered an unexpected shape: ${errors.join('; ')}`);
}

async function send<K extends ApiEndpointKey>(
  api: ApiClient,
  key: K,
  call: EndpointCall<ApiContract[K]>,
): Promise<ApiResponse<EndpointResult<ApiContract[K]>>> {
  const { params, ...request } = call as EndpointCall<Endpoint> & {
    params?: Record<string, string | number>;
  };
  return api.request(endpointPath(key, params), {
    ...(request as ApiRequestOptions),
    method: endpointMethod(key),
  });
}

/**
 * Calls the endpoint declared under `key` in packages/domain (issue #30): its method and path come from the
 * key, and its parameters, query, body and answer are typed by the declaration, so a misspelt query
 * parameter or a body the server would refuse does not compile.
 */
export async function callEndpoint<K extends ApiEndpointKey>(
  api: ApiClient,
  key: K,
  call: EndpointCall<ApiContract[K]>,
): Promise<ApiResponse<EndpointResult<ApiContract[K]>>> {
  const response = await send(api, key, call);
  checkAnswerInDevelopment(key, response.data);
  return response;
}

/**
 * Checks that `data` is the list endpoint `key` answers. In every build, an answer that is not a JSON array
 * (a misconfigured proxy's HTML page, an object) is an error of the call, shown as the screen's error state
 * rather than a crash further down; in development it is also compared with the declaration. Exported for
 * the one call whose path the server hands out (the person's invoice_url, spec §7): its answer is still the
 * declared endpoint's.
 */
export function expectListAnswer<K extends ListEndpointKey>(
  key: K,
  data: unknown,
): EndpointResult<ApiContract[K]> {
  if (!Array.isArray(data)) throw new Error(`${key} did not answer a list`);
  checkAnswerInDevelopment(key, data);
  return data as EndpointResult<ApiContract[K]>;
}

/** Calls a list endpoint: callEndpoint, with its answer checked by expectListAnswer. */
export async function callListEndpoint<K extends ListEndpointKey>(
  api: ApiClient,
  key: K,
  call: EndpointCall<ApiContract[K]>,
): Promise<ApiResponse<EndpointResult<ApiContract[K]>>> {
  const response = await send(api, key, call);
  expectListAnswer(key, response.data);
  return response;
}

/**
 * Calls an endpoint that answers binary bytes (a maintenance request's photo, issue #32): the request goes
 * through the client with the person's tokens, as a plain <img src> could not, and the answer is a Blob.
 */
export async function callBinaryEndpoint<K extends ApiEndpointKey>(
  api: ApiClient,
  key: K,
  call: EndpointCall<ApiContract[K]>,
): Promise<Blob> {
  const { params, ...request } = call as EndpointCall<Endpoint> & {
    params?: Record<string, string | number>;
  };
  const response = await api.request<unknown>(endpointPath(key, params), {
    ...(request as ApiRequestOptions),
    method: endpointMethod(key),
    responseType: 'blob',
  });
  if (!(response.data instanceof Blob)) throw new Error(`${key} did not answer bytes`);
  return response.data;
}
