// The signature of a delivery (decision 068): `v1=` + hex HMAC-SHA256 of `${timestamp}.${body}`, one
// per secret that is valid now (the current one, and the previous one for 24 h after a rotation).
import { createHmac, randomBytes } from 'node:crypto';

export function signatureHeader(secrets: string[], timestamp: number, body: string): string {
  return secrets
    .map((secret) => `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`)
    .join(' ');
}

/** The secrets that sign at `now`. */
export function signingSecrets(
  endpoint: { secret: string; previousSecret: string | null; previousSecretUntil: Date | null },
  now: Date,
): string[] {
  const previousValid =
    endpoint.previousSecret !== null &&
    endpoint.previousSecretUntil !== null &&
    endpoint.previousSecretUntil.getTime() > now.getTime();
  return previousValid ? [endpoint.secret, endpoint.previousSecret!] : [endpoint.secret];
}

/** A new endpoint secret: 32 random bytes, prefixed so a partner recognises it. */
export function newSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** A new event id, chosen in the transaction of the change (so a repeated outbox row inserts nothing). */
export function newEventId(): string {
  return `evt_${randomBytes(16).toString('hex')}`;
}

/** What the endpoint list shows of a secret. */
export const secretPrefix = (secret: string): string => `${secret.slice(0, 10)}…`;
