import type { Language } from '@campus/domain/locale';
import type { FastifyError, FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import type { Db } from '../../db/db.ts';
import { findIdentityAccountByUsername } from '../../db/identity-accounts-repository.ts';
import { verifyNothing, verifyPassword } from '../password-hash.ts';
import { pickLanguage } from './language.ts';
import {
  CONTINUE_SIGN_OUT_SCRIPT,
  CONTINUE_SIGN_OUT_SCRIPT_PATH,
  loginPage,
  messagePage,
  type LoginError,
} from './pages.ts';
import { INTERACTION_PATH } from './provider.ts';

export interface InteractionRoutesOptions {
  provider: Provider;
  db: Db;
  portalUrl: string;
  /** Shown on the sign-in page in development; null hides the hint. */
  sampleAccounts: readonly string[] | null;
  samplePassword: string;
}

interface UidParams {
  uid: string;
}

interface LoginBody {
  username: string;
  password: string;
}

const uidParams = {
  type: 'object',
  required: ['uid'],
  properties: { uid: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,128}$' } },
} as const;

const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', maxLength: 200 },
    password: { type: 'string', maxLength: 1000 },
  },
} as const;

/**
 * The sign-in pages answer HTML (the page, or the same page with an error), never JSON. Declared so that
 * every route states its answers; hidden from the API's OpenAPI document, as they are no API.
 */
const htmlPage = { type: 'string', description: 'An HTML page (text/html).' } as const;
const pageResponses = { 200: htmlPage, 400: htmlPage, 401: htmlPage, 429: htmlPage } as const;

/** Thrown by the rate limiter of the sign-in form; rendered as the page with a "too many attempts" error. */
class TooManyAttempts extends Error {
  readonly statusCode = 429;
}

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/**
 * The sign-in pages of the embedded identity provider: oidc-provider redirects the browser here with an
 * interaction cookie; a successful sign-in hands the account back to it, which then redirects to the portal
 * with a code. Consent needs no page: the portal is first-party (see provider.ts).
 */
export const interactionRoutes: FastifyPluginCallback<InteractionRoutesOptions> = (app, options, done) => {
  const { provider, db, portalUrl } = options;

  async function currentInteraction(request: FastifyRequest<{ Params: UidParams }>, reply: FastifyReply) {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : null;
    } catch (error) {
      if (error instanceof errors.SessionNotFound) return null;
      throw error;
    }
  }

  const languageFor = (request: FastifyRequest, interaction: Interaction | null): Language =>
    pickLanguage(interaction?.params['ui_locales'], request.headers['accept-language']);

  const renderLogin = (
    reply: FastifyReply,
    status: number,
    request: FastifyRequest<{ Params: UidParams }>,
    interaction: Interaction | null,
    username: string,
    error: LoginError | null,
  ) =>
    html(
      reply,
      status,
      loginPage({
        language: languageFor(request, interaction),
        action: `${INTERACTION_PATH}/${request.params.uid}/login`,
        username,
        error,
        sampleAccounts: options.sampleAccounts,
        samplePassword: options.samplePassword,
      }),
    );

  // Brute force: a few tries per account from one address, and a ceiling per address across accounts.
  // Two limiters checked by hand, as the plugin's route option allows only one per route.
  // Counted in the database across instances; the keys name the limiter (shared-rate-limit.ts).
  const limiters = [
    app.createRateLimit({
      max: 60,
      timeWindow: '1 minute',
      keyGenerator: (request) => `sign-in:address:${request.ip}`,
    }),
    app.createRateLimit({
      max: 10,
      timeWindow: '1 minute',
      keyGenerator: (request) => {
        const body = request.body as Partial<LoginBody> | undefined;
        return `sign-in:account:${request.ip}:${(body?.username ?? '').trim().toLowerCase()}`;
      },
    }),
  ];
  async function limitAttempts(request: FastifyRequest): Promise<void> {
    for (const limiter of limiters) {
      const verdict = await limiter(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw new TooManyAttempts();
    }
  }

  const expired = (reply: FastifyReply, request: FastifyRequest) =>
    html(reply, 400, messagePage('expired', languageFor(request, null), portalUrl));

  // A malformed interaction id or sign-in form is answered as a page, like an unknown interaction: the
  // API's error handler would send a WordPress error object, which these routes' HTML answer schemas
  // serialise as the string "[object Object]". Anything else goes on to the app's error handler.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation === undefined) throw error;
    const kind = error.validationContext === 'params' ? 'expired' : 'error';
    return html(reply, 400, messagePage(kind, languageFor(request, null), portalUrl));
  });

  // The sign-out page's one script (pages.ts continueSignOutPage), from the same origin as the CSP wants.
  app.get(
    CONTINUE_SIGN_OUT_SCRIPT_PATH,
    { schema: { hide: true, response: { 200: { type: 'string', description: 'A script.' } } } },
    (_request, reply) =>
      reply
        .header('cache-control', 'public, max-age=3600')
        .type('text/javascript; charset=utf-8')
        .send(CONTINUE_SIGN_OUT_SCRIPT),
  );

  app.get<{ Params: UidParams }>(
    `${INTERACTION_PATH}/:uid`,
    { schema: { hide: true, params: uidParams, response: pageResponses } },
    async (request, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (interaction === null) return expired(reply, request);
      if (interaction.prompt.name === 'login') {
        const hint = interaction.params['login_hint'];
        return renderLogin(reply, 200, request, interaction, typeof hint === 'string' ? hint : '', null);
      }
      // Any other prompt (consent) cannot happen for the portal client; answer as an error, never loop.
      request.log.warn({ prompt: interaction.prompt.name }, 'unexpected identity provider prompt');
      return html(reply, 400, messagePage('error', languageFor(request, interaction), portalUrl));
    },
  );

  app.post<{ Params: UidParams; Body: LoginBody }>(
    `${INTERACTION_PATH}/:uid/login`,
    {
      schema: {
        hide: true,
        params: uidParams,
        body: loginBody,
        response: { ...pageResponses, 303: { type: 'null', description: 'Back to the identity provider.' } },
      },
      preHandler: limitAttempts,
      errorHandler: (error, request, reply) => {
        if (!(error instanceof TooManyAttempts)) throw error;
        app.metrics.passwordSignIns.inc({ outcome: 'rate_limited' });
        const body = request.body as Partial<LoginBody> | undefined;
        // The reply is sent here; Fastify's reply is thenable, hence the explicit void.
        void renderLogin(
          reply.header('retry-after', '60'),
          429,
          request,
          null,
          body?.username ?? '',
          'rate-limited',
        );
      },
    },
    async (request, reply) => {
      const interaction = await currentInteraction(request, reply);
      if (interaction?.prompt.name !== 'login') return expired(reply, request);

      const username = request.body.username.trim();
      const account = await findIdentityAccountByUsername(db, username);
      const valid =
        account === null
          ? await verifyNothing(request.body.password)
          : await verifyPassword(request.body.password, account.password_hash);
      if (account === null || !valid) {
        app.metrics.passwordSignIns.inc({ outcome: 'refused' });
        request.log.info('identity provider sign-in refused');
        return renderLogin(reply, 401, request, interaction, username, 'credentials');
      }
      app.metrics.passwordSignIns.inc({ outcome: 'success' });

      const returnTo = await provider.interactionResult(
        request.raw,
        reply.raw,
        { login: { accountId: account.subject } },
        { mergeWithLastSubmission: false },
      );
      return reply.redirect(returnTo, 303);
    },
  );
  done();
};
