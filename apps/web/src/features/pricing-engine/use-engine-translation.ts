import { useTranslation } from 'react-i18next';
import { addPageTexts, pricingEngineTexts } from '../../i18n/page-texts';

/** useTranslation with the Preis-Engine's texts, which load with this chunk, not with /login (page-texts.ts). */
export function useEngineTranslation() {
  const translation = useTranslation();
  addPageTexts(translation.i18n, pricingEngineTexts);
  return translation;
}
