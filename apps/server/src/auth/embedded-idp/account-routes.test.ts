import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/test-app.ts';
import { findIdentityAccountByUsername } from '../../db/identity-accounts-repository.ts';
import { verifyPassword } from '../password-hash.ts';

const NEW_PASSWORD = 'a much longer passphrase';

/**
 * The embedded identity provider's account page (issue #19, spec §2.12 Password row): what the portal's
 * Settings link opens. A person changes their password with their current one; nothing else changes it.
 */
describe('embedded identity provider: the account page', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const change = (fields: Record<string, string>, ip = '10.0.0.1') =>
    app.inject({
      method: 'POST',
      url: '/idp/account/password',
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
      payload: new URLSearchParams(fields).toString(),
    });
  const passwordOf = async (username: string) =>
    (await findIdentityAccountByUsername(app.db, username))!.password_hash;

  it('is the account URL the portal configuration gives the web app', async () => {
    const config = (await app.inject({ method: 'GET', url: '/portal-config.json' })).json<{
      oidc: { accountUrl: string };
    }>();
    expect(config.oidc.accountUrl).toBe('http://localhost:8080/idp/account');
  });

  it('shows a script-free form in the browser’s language', async () => {
    const page = await app.inject({
      method: 'GET',
      url: '/idp/account',
      headers: { 'accept-language': 'fr' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Changer mon mot de passe');
    expect(page.body).not.toContain('<script');
    for (const field of ['username', 'current', 'password', 'confirm'])
      expect(page.body).toContain(`name="${field}"`);
  });

  it('refuses a short, mismatched or unchanged new password (400), before looking at the account', async () => {
    const before = await passwordOf('paul.durand');
    const cases: [Record<string, string>, string][] = [
      [{ password: 'short', confirm: 'short' }, 'at least 12 characters'],
      [{ password: NEW_PASSWORD, confirm: `${NEW_PASSWORD}!` }, 'differ'],
      [{ current: NEW_PASSWORD, password: NEW_PASSWORD, confirm: NEW_PASSWORD }, 'is the current one'],
    ];
    for (const [fields, message] of cases) {
      const response = await change({ username: 'paul.durand', current: 'campus', ...fields });
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
    expect(await passwordOf('paul.durand')).toBe(before);
  });

  it('refuses a wrong current password like an unknown account (401), changing nothing', async () => {
    const before = await passwordOf('paul.durand');
    const fields = { password: NEW_PASSWORD, confirm: NEW_PASSWORD };
    const wrong = await change({ username: 'paul.durand', current: 'not-campus', ...fields });
    const unknown = await change({ username: 'nobody.here', current: 'campus', ...fields });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.body).toContain('Incorrect username or password.');
    expect(await passwordOf('paul.durand')).toBe(before);
  });

  it('changes the password with the current one: the new one signs in, the old one no longer does', async () => {
    const response = await change(
      { username: 'mehdi.benali', current: 'campus', password: NEW_PASSWORD, confirm: NEW_PASSWORD },
      '10.0.0.2',
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Your password has been changed.');
    const hash = await passwordOf('mehdi.benali');
    expect(await verifyPassword(NEW_PASSWORD, hash)).toBe(true);
    expect(await verifyPassword('campus', hash)).toBe(false);
  });

  it('limits tries on one account (brute force of the current password)', async () => {
    const fields = {
      username: 'emma.leroy',
      current: 'guess',
      password: NEW_PASSWORD,
      confirm: NEW_PASSWORD,
    };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1)
      statuses.push((await change(fields, '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });
});
