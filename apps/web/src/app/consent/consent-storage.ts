import { CONSENT_COOKIE_DAYS, CONSENT_COOKIE_NAME, CONSENT_VALUES, type ConsentValue } from '@fuel/domain/constants';

const MAX_AGE_SECONDS = CONSENT_COOKIE_DAYS * 24 * 60 * 60;

const isConsentValue = (value: string): value is ConsentValue => (CONSENT_VALUES as readonly string[]).includes(value);

/** The stored choice from a cookie header string, or null while none is stored (the banner shows). */
export function parseConsent(cookieHeader: string): ConsentValue | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== CONSENT_COOKIE_NAME) continue;
    const value = decodeURIComponent(rest.join('='));
    return isConsentValue(value) ? value : null;
  }
  return null;
}

/** The Set-Cookie string of a choice: 30 days (spec section 9), whole site, SameSite=Lax. */
export function consentCookie(value: ConsentValue, secure: boolean): string {
  const attributes = [`${CONSENT_COOKIE_NAME}=${value}`, `Max-Age=${MAX_AGE_SECONDS}`, 'Path=/', 'SameSite=Lax'];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}

export function readConsent(doc: Document = document): ConsentValue | null {
  return parseConsent(doc.cookie);
}

export function writeConsent(value: ConsentValue, doc: Document = document): void {
  doc.cookie = consentCookie(value, doc.location?.protocol === 'https:');
}
