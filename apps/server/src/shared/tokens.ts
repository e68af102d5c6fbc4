import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable token for cookies and links: 32 random bytes, base64url (43 characters). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/**
 * SHA-256 hex of a secret. The database keeps only this, so a leaked table reveals no usable
 * session id, link or code (the secrets themselves are random, so no salt is needed).
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

/** A numeric code of `digits` digits, leading zeros kept, from the CSPRNG. */
export function randomDigits(digits: number): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** Constant-time comparison of two hex digests (different lengths are simply unequal). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}
