import { beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE_NAME } from '@fuel/domain/constants';
import { isAnalyticsEnabled } from '../analytics';
import { consentCookie, parseConsent, readConsent, writeConsent } from './consent-storage';
import { chooseConsent, initConsent } from './consent-store';

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

beforeEach(() => {
  clearCookies();
  initConsent();
});

describe('consent cookie', () => {
  it('is 30 days, whole site, SameSite=Lax', () => {
    expect(consentCookie('necessary', false)).toBe(
      `${CONSENT_COOKIE_NAME}=necessary; Max-Age=2592000; Path=/; SameSite=Lax`,
    );
    expect(consentCookie('analytical', true)).toBe(
      `${CONSENT_COOKIE_NAME}=analytical; Max-Age=2592000; Path=/; SameSite=Lax; Secure`,
    );
  });

  it('reads only the two consent values from a cookie header', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent(`a=1; ${CONSENT_COOKIE_NAME}=analytical; b=2`)).toBe('analytical');
    expect(parseConsent(`${CONSENT_COOKIE_NAME}=necessary`)).toBe('necessary');
    expect(parseConsent(`${CONSENT_COOKIE_NAME}=everything`)).toBeNull();
    expect(parseConsent(`x${CONSENT_COOKIE_NAME}=analytical`)).toBeNull();
  });

  it('round-trips through document.cookie', () => {
    expect(readConsent()).toBeNull();
    writeConsent('necessary');
    expect(readConsent()).toBe('necessary');
    writeConsent('analytical');
    expect(readConsent()).toBe('analytical');
  });
});

describe('consent choices (spec section 4)', () => {
  it('keeps analytics off until consent', () => {
    expect(readConsent()).toBeNull();
    expect(isAnalyticsEnabled()).toBe(false);
    expect(document.documentElement.dataset.analytics).toBe('off');
  });

  it('accept stores analytical and turns analytics on, with IP anonymisation and text masking', () => {
    chooseConsent('analytical');
    expect(readConsent()).toBe('analytical');
    expect(window.__fuelAnalytics).toEqual({ enabled: true, anonymizeIp: true, maskText: true });
    expect(document.documentElement.dataset.analytics).toBe('on');
  });

  it('decline stores necessary and turns analytics off again', () => {
    chooseConsent('analytical');
    chooseConsent('necessary');
    expect(readConsent()).toBe('necessary');
    expect(isAnalyticsEnabled()).toBe(false);
    expect(window.__fuelAnalytics).toBeUndefined();
  });

  it('applies a stored choice at start-up', () => {
    writeConsent('analytical');
    initConsent();
    expect(isAnalyticsEnabled()).toBe(true);
  });
});
