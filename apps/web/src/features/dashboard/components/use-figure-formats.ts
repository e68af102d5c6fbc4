import { useTranslation } from 'react-i18next';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { litresText } from '../../../ui/account-ranking/ranking-text';

/** Volumes are cbm with up to three decimals, i.e. whole litres (DOMAIN.md). */
const VOLUME_DECIMALS = 3;

/** Brand-formatted volume texts of the figure cards: fuel in cbm, additives in litres. */
export function useFigureFormats() {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (v: number) =>
    t('figures.cbm', { value: formatNumber(v, { brand: brand.id, decimals: VOLUME_DECIMALS }) });
  const litres = (v: number) => litresText(v, brand.id);
  return { cbm, litres };
}
