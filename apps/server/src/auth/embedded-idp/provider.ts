import {
  END_REDIRECT_PATH,
  LOGIN_REDIRECT_PATH,
  NATIVE_END_REDIRECT_URI,
  NATIVE_LOGIN_REDIRECT_URI,
  OIDC_SCOPES,
} from '@campus/domain/auth-contract';
import Provider, {
  type Account,
  type Grant,
  interactionPolicy,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import type { IncomingMessage } from 'node:http';
import { EMBEDDED_ROOM_CLAIM } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import { findIdentityAccountBySubject, type IdentityAccount } from '../../db/identity-accounts-repository.ts';
import { pickLanguage } from './language.ts';
import { databaseAdapterFactory } from './oidc-adapter.ts';
import { continueSignOutPage, logoutPage, messagePage } from './pages.ts';
import { providerErrorPage } from './provider-error.ts';
import type { SigningKey } from './signing-key.ts';

/** Where oidc-provider sends the browser to sign in; served by interaction-routes.ts. */
export const INTERACTION_PATH = '/idp/interaction';

const DAY = 24 * 60 * 60;
const PORTAL_SCOPES = OIDC_SCOPES.split(' ');

export interface EmbeddedProviderOptions {
  db: Db;
  issuer: string;
  portalUrl: string;
  clientId: string;
  signingKey: SigningKey;
  cookieKey: string;
  trustProxy: boolean;
  /** Where the portal receives back-channel logout tokens (OpenID Connect Back-Channel Logout 1.0). */
  backchannelLogoutUri: string;
  /** How the provider makes its outgoing requests (back-channel logout): in-process-fetch.ts. */
  fetch: typeof fetch;
  /** `request`: the request being answered when the error happened (none for background work). */
  onError: (error: Error, request: IncomingMessage | undefined) => void;
}

function oidcAccount(account: IdentityAccount): Account {
  return {
    accountId: account.subject,
    // oidc-provider keeps only the claims of the granted scopes.
    claims: () =>
      Promise.resolve({
        sub: account.subject,
        given_name: account.given_name,
        family_name: account.family_name,
        name: `${account.given_name} ${account.family_name}`.trim(),
        preferred_username: account.username,
        ...(account.locale === null ? {} : { locale: account.locale }),
        email: account.email,
        email_verified: true,
        ...(account.address === null ? {} : { address: account.address }),
        gia_type: account.gia_type,
        gia_username: account.username,
        // Like a campus provider configured with IDENTITY_ROOM_CLAIM: the sample campus's rooms reach the
        // portal the way production's do (apps/server/src/auth/claimed-rooms.ts).
        ...(account.rooms === null ? {} : { [EMBEDDED_ROOM_CLAIM]: account.rooms }),
      }),
  };
}

/**
 * oidc-provider lets a `native` client (RFC 8252) have the app's private-use scheme redirect, and then wants
 * its http redirects on a loopback host; a `web` client has http(s) redirects only. The portal's client is
 * both: native whenever the portal's own URL allows it (https, or http on localhost), else web without the
 * app's redirects (a development portal on a plain-http LAN name, which a phone could not sign in to).
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);
function portalClientRedirects(portalUrl: string) {
  const { protocol, hostname } = new URL(portalUrl);
  const web = {
    redirect_uris: [`${portalUrl}${LOGIN_REDIRECT_PATH}`],
    post_logout_redirect_uris: [`${portalUrl}${END_REDIRECT_PATH}`],
  };
  if (protocol === 'http:' && !LOOPBACK_HOSTS.has(hostname))
    return { application_type: 'web' as const, ...web };
  return {
    application_type: 'native' as const,
    redirect_uris: [...web.redirect_uris, NATIVE_LOGIN_REDIRECT_URI],
    post_logout_redirect_uris: [...web.post_logout_redirect_uris, NATIVE_END_REDIRECT_URI],
  };
}

/**
 * oidc-provider's default prompts, except that a `native` client is not sent to a consent screen on every
 * sign-in: the portal is the provider's own first-party client (consent is implied, firstPartyGrant), and
 * a person who already signed in on the web gets back to the app without a screen that asks nothing.
 */
function firstPartyInteractions() {
  const policy = interactionPolicy.base();
  policy.get('consent')?.checks.remove('native_client_prompt');
  return policy;
}

function languageOf(ctx: KoaContextWithOIDC) {
  return pickLanguage(ctx.oidc.params?.['ui_locales'], ctx.get('accept-language'));
}

/**
 * Whether an end-session request comes from the portal for the person signed in here: oidc-provider has
 * validated its id_token_hint for the client by the time it asks for the page. Anything else — no hint,
 * another client's, or a hint of someone else than the session's person — is asked to confirm.
 */
function portalEndsItsOwnSession(ctx: KoaContextWithOIDC, clientId: string): boolean {
  const hint = ctx.oidc.entities?.IdTokenHint;
  const accountId = ctx.oidc.session?.accountId;
  return (
    hint !== undefined &&
    ctx.oidc.client?.clientId === clientId &&
    accountId !== undefined &&
    hint.payload['sub'] === accountId
  );
}

/**
 * The portal is the provider's own first-party client: consent is implied, so the grant covers what the
 * request asks for (within the portal's scopes) and the consent prompt never shows.
 */
function firstPartyGrant(clientId: string) {
  return async (ctx: KoaContextWithOIDC): Promise<Grant | undefined> => {
    const { client, session, account, result, params, provider } = ctx.oidc;
    const accountId = account?.accountId ?? session?.accountId;
    if (client === undefined || accountId === undefined) return undefined;
    const grantId = result?.consent?.grantId ?? session?.grantIdFor(client.clientId);
    const found = grantId === undefined ? undefined : await provider.Grant.find(grantId);
    const existing = found?.accountId === accountId ? found : undefined;
    if (client.clientId !== clientId) return existing;

    const requested = (typeof params?.['scope'] === 'string' ? params['scope'] : '')
      .split(' ')
      .filter((scope) => PORTAL_SCOPES.includes(scope));
    const grant = existing ?? new provider.Grant({ accountId, clientId: client.clientId });
    const granted = new Set(grant.getOIDCScope().split(' '));
    if (existing === undefined || requested.some((scope) => !granted.has(scope))) {
      grant.addOIDCScope(requested.join(' '));
      await grant.save();
    }
    return grant;
  };
}

/** The development identity provider (embedded mode): oidc-provider with its state in our database. */
export function createEmbeddedProvider(options: EmbeddedProviderOptions): Provider {
  const { db, portalUrl } = options;
  const provider = new Provider(options.issuer, {
    adapter: databaseAdapterFactory(db),
    clients: [
      {
        client_id: options.clientId,
        client_name: 'Campus portal',
        // The web app's redirects, and the native app's second ones (ADR 016).
        ...portalClientRedirects(portalUrl),
        // A browser app cannot keep a secret: a public client, protected by PKCE.
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        id_token_signed_response_alg: 'RS256',
        // Ending the provider's session ends the portal's sessions it opened; the id tokens carry `sid`.
        backchannel_logout_uri: options.backchannelLogoutUri,
        backchannel_logout_session_required: true,
      },
    ],
    // Only the web redirects name an origin (the app's scheme URI has the opaque origin "null").
    clientBasedCORS: (_ctx, origin, client) =>
      client.redirectUris.some((uri) => uri.startsWith('http') && new URL(uri).origin === origin),
    findAccount: async (_ctx, sub) => {
      const account = await findIdentityAccountBySubject(db, sub);
      return account === null ? undefined : oidcAccount(account);
    },
    claims: {
      openid: ['sub'],
      profile: ['given_name', 'family_name', 'name', 'preferred_username', 'locale'],
      email: ['email', 'email_verified'],
      address: ['address'],
      giaprofile: ['gia_type', 'gia_username', EMBEDDED_ROOM_CLAIM],
    },
    scopes: ['openid', 'offline_access', ...PORTAL_SCOPES.filter((scope) => scope !== 'openid')],
    // The server finds or creates the portal user from the id token alone (spec §7 identity header), so the
    // scope claims go in the id token too, not only in the userinfo response.
    conformIdTokenClaims: false,
    loadExistingGrant: firstPartyGrant(options.clientId),
    cookies: { keys: [options.cookieKey] },
    fetch: options.fetch,
    features: {
      devInteractions: { enabled: false },
      backchannelLogout: { enabled: true },
      revocation: {
        enabled: true,
        allowedPolicy: (_ctx, client, token) => Promise.resolve(token.clientId === client.clientId),
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = portalEndsItsOwnSession(ctx, options.clientId)
            ? continueSignOutPage(languageOf(ctx), form)
            : logoutPage(languageOf(ctx), form);
          return Promise.resolve();
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = messagePage('signed-out', languageOf(ctx), portalUrl);
          return Promise.resolve();
        },
      },
      userinfo: { enabled: true },
    },
    interactions: {
      url: (_ctx, interaction) => Promise.resolve(`${INTERACTION_PATH}/${interaction.uid}`),
      policy: firstPartyInteractions(),
    },
    jwks: { keys: [options.signingKey.privateJwk] },
    // PKCE (S256, the only method oidc-provider supports) for every client, public or not.
    pkce: { required: () => true },
    renderError: (ctx, out, error) => {
      const page = providerErrorPage(ctx.status, out.error, error);
      ctx.status = page.status;
      ctx.type = 'html';
      // Only the OAuth error code, a public value; never the description or the stack.
      ctx.body = messagePage(page.kind, languageOf(ctx), portalUrl, page.code);
      return Promise.resolve();
    },
    responseTypes: ['code'],
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 60 * 60,
      Session: 14 * DAY,
      Grant: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  });
  provider.proxy = options.trustProxy;
  provider.on('server_error', (ctx, error) => {
    options.onError(error, ctx.req);
  });
  provider.on('backchannel.error', (ctx, error) => {
    options.onError(error, ctx.req);
  });
  // Koa prints errors to stderr unless someone listens; send them to our logger instead. Koa emits the
  // client's errors too (a 4xx it answered, e.g. a malformed value met while saving the provider's session):
  // like Koa's own default listener, leave those out of the log.
  provider.on('error', (error: Error & { status?: unknown }, ctx?: { req?: IncomingMessage }) => {
    if (typeof error.status === 'number' && error.status < 500) return;
    options.onError(error, ctx?.req);
  });
  return provider;
}
