import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt password hashes for the embedded identity provider's accounts, stored as
 * `scrypt$N$r$p$salt$hash` so the cost can be raised later without breaking stored hashes.
 */
// N=2^14 (16 MiB) keeps a sign-in under half a second on a small machine; raise it for a provider that
// guards real accounts. The sign-in form is rate limited on top of this.
const COST = { N: 2 ** 14, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions, keyLength: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // scrypt needs 128·N·r bytes; a stored hash may use a higher cost than Node's default 32 MiB cap allows.
    scrypt(password, salt, keyLength, { ...options, maxmem: 256 * 1024 * 1024 }, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST, KEY_LENGTH);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || n === undefined || r === undefined || p === undefined || !salt || !hash)
    return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    { N: Number(n), r: Number(r), p: Number(p) },
    expected.length,
  );
  return timingSafeEqual(actual, expected);
}

/** Spends the time of one verification, so an unknown username answers as slowly as a wrong password. */
export async function verifyNothing(password: string): Promise<false> {
  await derive(password, Buffer.alloc(16), COST, KEY_LENGTH);
  return false;
}
