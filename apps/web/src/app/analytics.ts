import type { ConsentValue } from '@fuel/domain/constants';

/** The switch an analytics vendor script will read; there is no vendor yet. */
export type AnalyticsSettings = { enabled: true; anonymizeIp: true; maskText: true };

declare global {
  interface Window {
    __fuelAnalytics?: AnalyticsSettings;
  }
}

/**
 * Spec section 4 and 9: analytics stays off until the user consents to analytical cookies; when on,
 * IP addresses are anonymised and session replay masks text.
 */
export function applyAnalyticsConsent(consent: ConsentValue | null, win: Window = window): boolean {
  const enabled = consent === 'analytical';
  if (enabled) {
    win.__fuelAnalytics = { enabled: true, anonymizeIp: true, maskText: true };
  } else {
    delete win.__fuelAnalytics;
  }
  win.document.documentElement.dataset.analytics = enabled ? 'on' : 'off';
  return enabled;
}

export const isAnalyticsEnabled = (win: Window = window): boolean => win.__fuelAnalytics?.enabled === true;
