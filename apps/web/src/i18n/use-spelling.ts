import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { spellForLocale } from '@fuel/domain/brands/spelling';

/**
 * Texts that come from packages/domain (field labels, form messages) in the chosen locale's spelling:
 * de-CH writes "ss" and "MWST" (the domain's one rule, decision 032).
 */
export function useSpelling(): (text: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'de-CH' ? 'de-CH' : 'de';
  return useCallback((text: string) => spellForLocale(locale, text), [locale]);
}
