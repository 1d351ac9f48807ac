import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import { EMBEDDED_ACCOUNT_PATH as ACCOUNT_PATH } from '../../config.ts';
import type { Db } from '../../db/db.ts';
import {
  findIdentityAccountByUsername,
  updateIdentityAccountPassword,
} from '../../db/identity-accounts-repository.ts';
import { hashPassword, verifyNothing, verifyPassword } from '../password-hash.ts';
import { pickLanguage } from './language.ts';
import { accountPage, type PasswordError } from './pages.ts';

export const MIN_PASSWORD_LENGTH = 12;

export interface AccountRoutesOptions {
  db: Db;
  portalUrl: string;
}

interface PasswordBody {
  username: string;
  current: string;
  password: string;
  confirm: string;
}

const passwordBody = {
  type: 'object',
  required: ['username', 'current', 'password', 'confirm'],
  properties: {
    username: { type: 'string', maxLength: 200 },
    current: { type: 'string', maxLength: 1000 },
    password: { type: 'string', maxLength: 1000 },
    confirm: { type: 'string', maxLength: 1000 },
  },
} as const;

const htmlPage = { type: 'string', description: 'An HTML page (text/html).' } as const;

function html(reply: FastifyReply, status: number, body: string): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);
}

/** The new password's own rule, checked before the current one is (an error never says which account exists). */
function newPasswordError(body: PasswordBody): PasswordError | null {
  if (body.password.length < MIN_PASSWORD_LENGTH) return 'too-short';
  if (body.password !== body.confirm) return 'mismatch';
  if (body.password === body.current) return 'unchanged';
  return null;
}

/**
 * Changing one's password at the embedded identity provider. The form asks for the current password, so a
 * page of another site cannot submit it for someone (no CSRF token needed) and a stolen portal session
 * cannot change it; tries are limited like sign-ins. The portal never sees a password.
 */
export const accountRoutes: FastifyPluginCallback<AccountRoutesOptions> = (app, { db, portalUrl }, done) => {
  const languageOf = (request: FastifyRequest) => pickLanguage(undefined, request.headers['accept-language']);
  const render = (
    reply: FastifyReply,
    status: number,
    request: FastifyRequest,
    options: { username?: string; error?: PasswordError | null; done?: boolean },
  ) =>
    html(
      reply,
      status,
      accountPage({
        language: languageOf(request),
        action: `${ACCOUNT_PATH}/password`,
        username: options.username ?? '',
        error: options.error ?? null,
        done: options.done ?? false,
        portalUrl,
      }),
    );

  // Counted in the database across instances; the keys name the limiter (shared-rate-limit.ts).
  const limiters = [
    app.createRateLimit({
      max: 30,
      timeWindow: '1 minute',
      keyGenerator: (request) => `password-change:address:${request.ip}`,
    }),
    app.createRateLimit({
      max: 5,
      timeWindow: '1 minute',
      keyGenerator: (request) => {
        const body = request.body as Partial<PasswordBody> | undefined;
        return `password-change:account:${request.ip}:${(body?.username ?? '').trim().toLowerCase()}`;
      },
    }),
  ];

  app.get(ACCOUNT_PATH, { schema: { hide: true, response: { 200: htmlPage } } }, (request, reply) =>
    render(reply, 200, request, {}),
  );

  app.post<{ Body: PasswordBody }>(
    `${ACCOUNT_PATH}/password`,
    {
      schema: {
        hide: true,
        body: passwordBody,
        response: { 200: htmlPage, 400: htmlPage, 401: htmlPage, 429: htmlPage },
      },
    },
    async (request, reply) => {
      const username = request.body.username.trim();
      for (const limiter of limiters) {
        const verdict = await limiter(request);
        if (!verdict.isAllowed && verdict.isExceeded) {
          return render(reply.header('retry-after', '60'), 429, request, { username, error: 'rate-limited' });
        }
      }
      const invalid = newPasswordError(request.body);
      if (invalid !== null) return render(reply, 400, request, { username, error: invalid });

      const account = await findIdentityAccountByUsername(db, username);
      const valid =
        account === null
          ? await verifyNothing(request.body.current)
          : await verifyPassword(request.body.current, account.password_hash);
      if (account === null || !valid) {
        request.log.info('identity provider password change refused');
        return render(reply, 401, request, { username, error: 'credentials' });
      }
      await updateIdentityAccountPassword(db, account.subject, await hashPassword(request.body.password));
      request.log.info('identity provider password changed');
      return render(reply, 200, request, { done: true });
    },
  );
  done();
};
