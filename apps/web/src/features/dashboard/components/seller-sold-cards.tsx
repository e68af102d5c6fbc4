import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@fuel/domain/contracts/statistics';
import { useBrand } from '../../../brands/brand-context';
import { unitsText } from '../../../ui/account-ranking/ranking-text';
import { FigureCard } from './figure-card';
import { useFigureFormats } from './use-figure-formats';

/** How many products the seller's "sold today" card names. */
const SOLD_PRODUCTS_SHOWN = 2;

type Props = { figures: Extract<DashboardFigures, { side: 'seller' }>; fuel: boolean; additives: boolean };

/** The seller's "sold today" cards: additives in litres and units, fuel in cbm, each per product. */
export function SellerSoldCards({ figures, fuel, additives }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { cbm, litres } = useFigureFormats();
  return (
    <>
      {additives && (
        <FigureCard
          label={t('figures.additivesSoldToday')}
          value={litres(figures.soldAdditivesToday.reduce((sum, p) => sum + p.litres, 0))}
          hint={
            figures.soldAdditivesToday.length === 0
              ? t('figures.noAdditivesToday')
              : figures.soldAdditivesToday
                  .slice(0, SOLD_PRODUCTS_SHOWN)
                  .map((p) => `${p.name}: ${unitsText(p.units, brand.id)}`)
                  .join(' · ')
          }
          to="/statistik"
          testId="figure-additives-sold-today"
        />
      )}
      {fuel && (
        <FigureCard
          label={t('figures.soldToday')}
          value={cbm(figures.soldToday.reduce((sum, p) => sum + p.volume, 0))}
          hint={
            figures.soldToday.length === 0
              ? t('figures.soldNothing')
              : figures.soldToday
                  .slice(0, SOLD_PRODUCTS_SHOWN)
                  .map((p) => `${p.name}: ${cbm(p.volume)}`)
                  .join(' · ')
          }
          to="/statistik"
          testId="figure-sold-today"
        />
      )}
    </>
  );
}
