/**
 * oidc-provider ships no type declarations (and @types/oidc-provider lags behind v9), so this declares the
 * part of its API the embedded identity provider uses, as documented in
 * https://github.com/panva/node-oidc-provider/blob/main/docs/README.md. Keep it to what we call.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & {
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number | undefined): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    client_name?: string;
    application_type?: 'web' | 'native';
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    id_token_signed_response_alg?: string;
    backchannel_logout_uri?: string;
    backchannel_logout_session_required?: boolean;
  }

  export interface Client {
    clientId: string;
    redirectUris: string[];
    clientAuthMethod: string;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown> & { sub: string }>;
  }

  export interface Session {
    accountId?: string;
    grantIdFor(clientId: string): string | undefined;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export interface OidcContext {
    provider: Provider;
    params?: Record<string, unknown>;
    /** IdTokenHint: the end-session request's id_token_hint, validated for `client` when set. */
    entities?: { IdTokenHint?: { payload: Record<string, unknown> } };
    client?: Client;
    session?: Session;
    account?: Account;
    result?: InteractionResults;
  }

  /** The Koa context oidc-provider hands to configuration helpers. */
  export interface KoaContextWithOIDC {
    oidc: OidcContext;
    /** Koa's: Node's request being answered. */
    req: IncomingMessage;
    body: unknown;
    type: string;
    status: number;
    get(field: string): string;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId: string };
    grantId?: string;
    returnTo: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    static find(id: string): Promise<Grant | undefined>;
    readonly jti: string;
    accountId: string;
    clientId: string;
    getOIDCScope(): string;
    addOIDCScope(scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface Configuration {
    adapter?: (name: string) => Adapter;
    clients?: ClientMetadata[];
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    findAccount?: (ctx: KoaContextWithOIDC, sub: string) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    conformIdTokenClaims?: boolean;
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<Grant | undefined>;
    cookies?: {
      keys?: string[];
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    /** The provider's outgoing HTTP requests (back-channel logout tokens, among others). */
    fetch?: (url: string, options: RequestInit) => Promise<Response>;
    features?: {
      devInteractions?: { enabled: boolean };
      backchannelLogout?: { enabled: boolean };
      revocation?: {
        enabled: boolean;
        allowedPolicy?: (
          ctx: KoaContextWithOIDC,
          client: Client,
          token: { clientId: string },
        ) => Promise<boolean>;
      };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void>;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void>;
      };
      userinfo?: { enabled: boolean };
    };
    interactions?: {
      url: (ctx: KoaContextWithOIDC, interaction: Interaction) => Promise<string>;
      policy?: InteractionPolicy;
    };
    /** Private JWKs. */
    jwks?: { keys: object[] };
    pkce?: { required: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: { error: string; error_description?: string },
      error: Error,
    ) => Promise<void>;
    responseTypes?: string[];
    ttl?: Record<string, number>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    readonly issuer: string;
    /** Koa's `proxy`: trust X-Forwarded-* headers. */
    proxy: boolean;
    readonly Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
    on(event: 'error', listener: (error: Error) => void): this;
    on(
      event: 'backchannel.error',
      listener: (
        ctx: KoaContextWithOIDC,
        error: Error,
        client: Client,
        accountId: string,
        sid: string,
      ) => void,
    ): this;
  }

  export namespace errors {
    class OIDCProviderError extends Error {
      error: string;
      error_description?: string;
      status: number;
    }
    class InvalidRequest extends OIDCProviderError {
      constructor(description?: string);
    }
    class SessionNotFound extends InvalidRequest {}
  }

  export default Provider;

  export interface InteractionPrompt {
    name: string;
    checks: { remove(reason: string): void };
  }

  export type InteractionPolicy = InteractionPrompt[] & { get(name: string): InteractionPrompt | undefined };

  export const interactionPolicy: { base(): InteractionPolicy };
}
