import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const scrypt = (password: string, salt: Buffer, keylen: number, opts: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(password, salt, keylen, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

const MAXMEM = 64 * 1024 * 1024;
/** N=2^15, r=8, p=1: OWASP's scrypt minimum; ~50 ms per hash on our machines. */
export const STANDARD_SCRYPT_PARAMS = { N: 32768, r: 8, p: 1 } as const;
/**
 * Under test only (NODE_ENV=test, which Vitest sets): N=2^10 hashes in about a millisecond, so the
 * seeded template and the many logins of the suite cost next to nothing. Production and development
 * (e2e servers included) hash at the standard cost; a hash keeps its own parameters either way.
 */
export const TEST_SCRYPT_PARAMS = { N: 1024, r: 8, p: 1 } as const;
const PARAMS = { ...(process.env.NODE_ENV === 'test' ? TEST_SCRYPT_PARAMS : STANDARD_SCRYPT_PARAMS), maxmem: MAXMEM };
const KEYLEN = 32;

/** scrypt$N$r$p$salt$hash, base64url; the parameters travel with the hash so they can be raised later. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFC'), salt, KEYLEN, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [alg, n, r, p, saltText, hashText] = stored.split('$');
  if (alg !== 'scrypt' || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  const key = await scrypt(password.normalize('NFC'), Buffer.from(saltText, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return timingSafeEqual(key, expected);
}

/** A hash of a random string, compared against when a username does not exist (even timing). */
export const DUMMY_HASH_PROMISE = hashPassword(randomBytes(12).toString('hex'));
