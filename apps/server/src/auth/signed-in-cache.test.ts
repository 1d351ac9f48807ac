import { describe, expect, it } from 'vitest';
import { createSignedInCache, SIGNED_IN_CACHE_TTL_MS, type SignedIn } from './signed-in-cache.ts';

const signedIn = (sessionId: number, userId: number): SignedIn => ({
  session: { id: sessionId, jti: `jti-${String(sessionId)}`, userId, expiresMs: Number.MAX_SAFE_INTEGER },
  user: { id: userId, username: `user-${String(userId)}` },
});

describe('the per-instance cache of checked backend tokens (issue 20)', () => {
  it('answers a token for at most 5 seconds, then forgets it', () => {
    let now = 1_000_000;
    const cache = createSignedInCache({ clock: () => now });
    expect(SIGNED_IN_CACHE_TTL_MS).toBeLessThanOrEqual(5_000);
    cache.set('token', signedIn(1, 10), Number.MAX_SAFE_INTEGER);
    now += SIGNED_IN_CACHE_TTL_MS - 1;
    expect(cache.get('token')).toEqual(signedIn(1, 10));
    now += 1;
    expect(cache.get('token')).toBeNull();
  });

  it('never keeps a token past the deadline it is given (token expiry, idle or absolute end)', () => {
    let now = 1_000_000;
    const cache = createSignedInCache({ clock: () => now });
    cache.set('token', signedIn(1, 10), now + 1_000);
    now += 1_000;
    expect(cache.get('token')).toBeNull();
  });

  it('holds at most its size, dropping the least recently used token first', () => {
    const cache = createSignedInCache({ clock: () => 0, maxEntries: 2 });
    cache.set('a', signedIn(1, 10), Number.MAX_SAFE_INTEGER);
    cache.set('b', signedIn(2, 10), Number.MAX_SAFE_INTEGER);
    expect(cache.get('a')).not.toBeNull();
    cache.set('c', signedIn(3, 10), Number.MAX_SAFE_INTEGER);
    expect(cache.get('b')).toBeNull();
    expect(cache.get('a')).not.toBeNull();
    expect(cache.get('c')).not.toBeNull();
  });

  it('forgets the tokens of revoked sessions and of a person whose profile changed', () => {
    const cache = createSignedInCache({ clock: () => 0 });
    cache.set('alice-laptop', signedIn(1, 10), Number.MAX_SAFE_INTEGER);
    cache.set('alice-phone', signedIn(2, 10), Number.MAX_SAFE_INTEGER);
    cache.set('bob', signedIn(3, 20), Number.MAX_SAFE_INTEGER);
    cache.forgetSessions([1]);
    expect(cache.get('alice-laptop')).toBeNull();
    expect(cache.get('alice-phone')).not.toBeNull();
    cache.forgetUser(10);
    expect(cache.get('alice-phone')).toBeNull();
    expect(cache.get('bob')).not.toBeNull();
  });
});
