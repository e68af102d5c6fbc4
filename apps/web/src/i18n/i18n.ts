import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { de } from './de';
import { deCH } from './de-ch';
import type { Locale } from './locale';
import type { PageTexts } from './page-texts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The texts of rarely opened pages load with their page (page-texts.ts) but are typed with the rest.
    resources: { translation: typeof de & PageTexts };
  }
}

/** One i18next instance for the app, started in the given locale. */
export async function createI18n(locale: Locale): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'de',
    supportedLngs: ['de', 'de-CH'],
    load: 'currentOnly',
    // Copies: a page's texts (page-texts.ts) are added to the instance's store, never to the modules.
    resources: { de: { translation: { ...de } }, 'de-CH': { translation: { ...deCH } } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  // The page language follows the chosen locale (screen readers, hyphenation).
  document.documentElement.lang = instance.language;
  instance.on('languageChanged', (lng) => {
    document.documentElement.lang = lng;
  });
  return instance;
}
