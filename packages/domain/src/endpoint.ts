/**
 * The endpoint contract (issue #30): each endpoint of the API is declared once, in an `*-endpoints.ts`
 * module of this package, under a key that is its method and its path below /wp-json, WordPress style
 * (`'GET /wp/v2/users/{id}'`). The server registers its routes from the declarations (their schemas drive
 * validation, serialisation and the OpenAPI document); the web client, its mocks and the server's tests name
 * the same keys, and take their parameter, query, body and answer types from the declarations, so a wrong
 * key, query parameter or body is a compile error on every side.
 *
 * This module is what the web app loads at run time: it imports TypeBox for types only, so a client that
 * names endpoints carries no schema. The declarations themselves (which build schemas) are imported by the
 * server, and by the web app for types only (`import type`) or in development.
 */
import type { Static, TSchema } from 'typebox';

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** `METHOD /path/{param}` below /wp-json. */
export type EndpointKey = `${EndpointMethod} /${string}`;

/** The error statuses an endpoint may answer, each with a WordPress-style error body. */
export type SuccessStatus = 200 | 201 | 202 | 204;

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 414 | 415 | 429 | 501 | 503;

export interface Endpoint {
  /** One line for the OpenAPI document. */
  readonly summary: string;
  /** The path's `{name}` parameters. */
  readonly params?: TSchema;
  readonly query?: TSchema;
  readonly body?: TSchema;
  /**
   * The success status: 200 unless the endpoint creates (201) or answers nothing (204); several when it
   * may do either (a request that creates a relation, or finds it already there).
   */
  readonly status?: SuccessStatus | readonly SuccessStatus[];
  /** The success answer's body. */
  readonly response: TSchema;
  /** The success answer's headers (a list's X-WP-Total and X-WP-TotalPages). */
  readonly headers?: Readonly<Record<string, TSchema>>;
  readonly errors: readonly ErrorStatus[];
  /**
   * The body of an error status when it is more than a WordPress error: a refused form submission's 400 is
   * also its answer (is_valid false with the fields' messages, a normal result). Every other status of
   * `errors` answers a WordPress error; a status not in `errors` is not answered at all.
   */
  readonly errorBodies?: { readonly [Status in ErrorStatus]?: TSchema };
  /**
   * Who may call it: a signed-in person unless said otherwise; `public` for anyone; `signInOptional` for
   * anyone, answering a signed-in caller as that person.
   */
  readonly access?: 'public' | 'signInOptional';
}

/** A module's endpoints, checked against the shape above while keeping each one's exact schema types. */
export function defineEndpoints<const Group extends Record<EndpointKey, Endpoint>>(group: Group): Group {
  return group;
}

type StaticOf<S> = S extends TSchema ? Static<S> : undefined;

/** What the path's `{name}` parameters take: `{ id: number }` for `'GET /wp/v2/users/{id}'`. */
export type EndpointParams<E extends Endpoint> = StaticOf<E['params']>;
/** The query as the server reads it. */
export type EndpointQuery<E extends Endpoint> = StaticOf<E['query']>;
export type EndpointBody<E extends Endpoint> = StaticOf<E['body']>;
export type EndpointResult<E extends Endpoint> = Static<E['response']>;

/**
 * A query as a client writes it: WordPress reads a list parameter as comma-joined values, declared as a
 * string on the wire (`include=1,2,3`); a client may pass the list itself, which it joins.
 */
export type QueryInput<Query> = {
  [Name in keyof Query]?: string extends NonNullable<Query[Name]>
    ? Query[Name] | readonly (string | number)[] | null
    : Query[Name] | null;
};

type ParamsArgument<E extends Endpoint> = E['params'] extends TSchema
  ? { params: EndpointParams<E> }
  : { params?: never };
type QueryArgument<E extends Endpoint> = E['query'] extends TSchema
  ? { query?: QueryInput<EndpointQuery<E>> }
  : { query?: never };
type BodyArgument<E extends Endpoint> = E['body'] extends TSchema
  ? { body: EndpointBody<E> }
  : { body?: never };

/** What a request to endpoint `E` carries: its path parameters, query and body, typed by its declaration. */
export type EndpointArguments<E extends Endpoint> = ParamsArgument<E> & QueryArgument<E> & BodyArgument<E>;

/** A query parameter's value as a client passes it. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

/** A query as the wire carries it: WordPress reads a list comma-joined; an undefined or null value is left out. */
export function wireQuery(query: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params;
}

/** The success statuses of an endpoint, as a list. */
export function successStatuses(endpoint: Endpoint): readonly SuccessStatus[] {
  const { status = 200 } = endpoint;
  return typeof status === 'number' ? [status] : status;
}

export function endpointMethod(key: EndpointKey): EndpointMethod {
  return key.slice(0, key.indexOf(' ')) as EndpointMethod;
}

/** The path template of `key`: `/wp/v2/users/{id}`. */
export function endpointPathTemplate(key: EndpointKey): string {
  return key.slice(key.indexOf(' ') + 1);
}

/** The path and query of a request to `key` below /wp-json: `/wp/v2/users/7?context=edit`. */
export function endpointUrl(
  key: EndpointKey,
  {
    params,
    query,
  }: {
    params?: Readonly<Record<string, string | number>>;
    query?: Readonly<Record<string, QueryValue>>;
  } = {},
): string {
  const search = wireQuery(query ?? {}).toString();
  const path = endpointPath(key, params);
  return search === '' ? path : `${path}?${search}`;
}

/** The path of `key` with its `{name}` parameters filled in (URI-encoded); a missing one is an error. */
export function endpointPath(
  key: EndpointKey,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return endpointPathTemplate(key).replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${key} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
