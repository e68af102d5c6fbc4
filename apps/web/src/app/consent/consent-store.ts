import { useSyncExternalStore } from 'react';
import type { ConsentValue } from '@fuel/domain/constants';
import { applyAnalyticsConsent } from '../analytics';
import { readConsent, writeConsent } from './consent-storage';

type ConsentState = { consent: ConsentValue | null; settingsOpen: boolean };

let state: ConsentState = { consent: null, settingsOpen: false };
const listeners = new Set<() => void>();

function setState(next: Partial<ConsentState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

/** Reads the stored choice at start-up and switches analytics accordingly (off until consent). */
export function initConsent(): void {
  const consent = readConsent();
  state = { consent, settingsOpen: false };
  applyAnalyticsConsent(consent);
}

/** Stores a choice in the cookie, applies it to analytics and hides the banner. */
export function chooseConsent(consent: ConsentValue): void {
  writeConsent(consent);
  applyAnalyticsConsent(consent);
  setState({ consent, settingsOpen: false });
}

export const openConsentSettings = () => setState({ settingsOpen: true });
export const closeConsentSettings = () => setState({ settingsOpen: false });

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
  );
}
