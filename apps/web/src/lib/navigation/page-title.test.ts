import { describe, expect, it } from 'vitest';
import type { GuardSession } from './guard-session';
import { documentTitle, pageTitle } from './page-title';
import { createI18n } from '../../i18n/i18n';

const noFeatures = { productAdditives: false, newsBox: false, sharedCreditLimits: false, triggers: false };
const session = (accountType: GuardSession['accountType'], newsBox = false): GuardSession => ({
  accountType,
  roles: [],
  platformFeatures: {},
  accountFeatures: { ...noFeatures, newsBox },
  gtcAccepted: true,
});

describe('page titles', async () => {
  const { t } = await createI18n('de');

  it('is the company headline plus the translated page title', () => {
    expect(documentTitle('Fuelmarkt', pageTitle('orders', {}, null, t))).toBe('Fuelmarkt | Bestellhistorie');
    expect(documentTitle('Brennstoffbörse', pageTitle('login', {}, null, t))).toBe('Brennstoffbörse | Anmelden');
  });

  it('labels /statistik "News & Statistik" when the news box shows', () => {
    expect(pageTitle('statistics', {}, session('buyer'), t)).toBe('News & Statistik');
    expect(pageTitle('statistics', {}, session('seller', true), t)).toBe('News & Statistik');
    expect(pageTitle('statistics', {}, session('seller'), t)).toBe('Statistik');
  });

  it('uses the capitalised panel name in the help centre', () => {
    expect(pageTitle('helpCenter', { panel: 'glossar' }, null, t)).toBe('Glossar');
    expect(pageTitle('helpCenter', { panel: 'faq', tab: 'konto' }, null, t)).toBe('Häufige Fragen');
    expect(pageTitle('helpCenter', { panel: 'unbekannt' }, null, t)).toBe('Unbekannt');
    expect(pageTitle('helpCenter', {}, null, t)).toBe('Hilfe-Center');
  });
});
