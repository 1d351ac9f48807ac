import { DEFAULT_LOG_LEVEL, DEFAULT_LOG_LEVEL_DEVELOPMENT, LOG_BUFFER_SIZE } from '@campus/domain/constants';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api/api-error.ts';
import { createLogger } from './logger.ts';
import { STORAGE_KEYS } from './storage.ts';

const JWT =
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiIsImp0aSI6ImFiYyJ9.3q2S0mZbCjQ4bM5x1Xw9o3O1gq2pVn1S8n1s0rQk4uE';

describe('logger (spec §4 "Other", §9)', () => {
  it('starts at the default level, 1 in development and 2 otherwise, and restores a stored level', () => {
    expect(createLogger(window.localStorage, null).level()).toBe(DEFAULT_LOG_LEVEL);
    expect(DEFAULT_LOG_LEVEL).toBe(2);
    expect(createLogger(window.localStorage, null, DEFAULT_LOG_LEVEL_DEVELOPMENT).level()).toBe(1);
    window.localStorage.setItem(STORAGE_KEYS.logLevel, '0');
    expect(createLogger(window.localStorage, null).level()).toBe(0);
    expect(createLogger(window.localStorage, null, DEFAULT_LOG_LEVEL_DEVELOPMENT).level()).toBe(0);
  });

  it('ignores a stored level that is not one', () => {
    window.localStorage.setItem(STORAGE_KEYS.logLevel, '9');
    expect(createLogger(window.localStorage, null).level()).toBe(DEFAULT_LOG_LEVEL);
    window.localStorage.setItem(STORAGE_KEYS.logLevel, '');
    expect(createLogger(window.localStorage, null, 1).level()).toBe(1);
  });

  it('drops entries below the level and keeps only the last 500', () => {
    const logger = createLogger(window.localStorage, null);
    logger.info('ignored at level 2');
    expect(logger.entries()).toHaveLength(0);
    for (let index = 0; index < LOG_BUFFER_SIZE + 5; index += 1) logger.warn(`entry ${index}`);
    expect(logger.entries()).toHaveLength(LOG_BUFFER_SIZE);
    expect(logger.entries()[0]?.message).toBe('entry 5');
    expect(logger.entries().at(-1)?.message).toBe(`entry ${LOG_BUFFER_SIZE + 4}`);
  });

  it('stores a new level, which the next start restores', () => {
    createLogger(window.localStorage, null).setLevel(1);
    expect(window.localStorage.getItem(STORAGE_KEYS.logLevel)).toBe('1');
    expect(createLogger(window.localStorage, null).level()).toBe(1);
  });

  it('never keeps a token or an e-mail address, in the message or the detail', () => {
    const sink = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createLogger(window.localStorage, sink);
    logger.error(`users/me failed for alice.martin@campus.example with Bearer ${JWT}`, {
      headers: { authorization: `Bearer ${JWT}`, 'x-identity-token': JWT },
      url: '/loginredirect?code=SplxlOBeZQQYbYS6WxSbIA&state=af0ifjsldkj&lang=fr',
      user: { id: 7, email: 'alice.martin@campus.example', first_name: 'Alice', mobilephone: '+33612345678' },
      note: `token ${JWT} and mail bob@example.org`,
    });
    logger.error(
      'users/me',
      new ApiError(
        'http',
        403,
        { code: 'jwt_auth_invalid_token', token: JWT },
        `GET with ${JWT} answered 403`,
      ),
    );
    const kept = JSON.stringify(logger.entries());
    const printed = JSON.stringify(sink.error.mock.calls);
    for (const text of [kept, printed]) {
      expect(text).not.toContain(JWT.slice(0, 30));
      expect(text).not.toContain('campus.example');
      expect(text).not.toContain('bob@example.org');
      expect(text).not.toContain('SplxlOBeZQQYbYS6WxSbIA');
      expect(text).not.toContain('+33612345678');
      expect(text).not.toContain('Alice');
    }
    expect(logger.entries()[0]?.message).toBe('users/me failed for [redacted] with Bearer [redacted]');
    expect(logger.entries()[0]?.detail).toMatchObject({
      url: '/loginredirect?code=[redacted]&state=[redacted]&lang=fr',
    });
    expect(logger.entries()[1]?.detail).toMatchObject({
      status: 403,
      body: { code: 'jwt_auth_invalid_token' },
    });
  });

  it('tells subscribers about new entries, a clear and a new level', () => {
    const logger = createLogger(window.localStorage, null);
    const listener = vi.fn();
    const unsubscribe = logger.subscribe(listener);
    const before = logger.entries();
    logger.error('one');
    expect(logger.entries()).not.toBe(before);
    logger.clear();
    expect(logger.entries()).toEqual([]);
    logger.setLevel(0);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    logger.error('two');
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
