import { SimpleGrid, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DashboardFigures } from '@fuel/domain/contracts/statistics';
import { formatMoney, formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { canOpen } from '../../../lib/navigation/guards';
import { findRoute, routeExists } from '../../../lib/navigation/route-table';
import { useGuardSession } from '../../../lib/session/use-guard-session';
import { unitsText } from '../../../ui/account-ranking/ranking-text';
import { LoadErrorWidget } from '../../../ui/load-error-widget';
import { useDashboardFigures } from '../api/get-dashboard-figures';
import { FigureCard } from './figure-card';
import { SellerSoldCards } from './seller-sold-cards';
import { useFigureFormats } from './use-figure-formats';

/**
 * Today's orders and volume, open orders, and free credit (buyers) or the volume sold today per
 * product (sellers): each card links to the screen with the details.
 */
export function FiguresRow({ side }: { side: 'buyer' | 'seller' }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const figures = useDashboardFigures(true);
  const { cbm, litres } = useFigureFormats();
  if (figures.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="dashboard-figures-loading">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} h={96} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  if (figures.isError) {
    return (
      <LoadErrorWidget
        title={t('figures.loadFailed')}
        error={figures.error}
        onRetry={() => void figures.refetch()}
        testId="dashboard-figures-error"
      />
    );
  }
  const data = figures.data;
  // Fuel in cbm and additives in litres and units, each where the caller trades it (decision 052).
  const fuel = data.markets.includes('FUEL');
  const additives = data.markets.includes('ADDITIVE');
  return (
    <section aria-label={t('figures.title')}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md" data-testid="dashboard-figures">
        <FigureCard
          label={t('figures.ordersToday')}
          value={formatNumber(data.today.orders + data.today.additives.orders, { brand: brand.id, decimals: 0 })}
          to="/orders"
          testId="figure-orders-today"
        />
        {fuel && (
          <FigureCard
            label={t('figures.volumeToday')}
            value={cbm(data.today.volume)}
            to="/statistik"
            testId="figure-volume-today"
          />
        )}
        {additives && data.side !== 'seller' && (
          <FigureCard
            label={t('figures.additivesToday')}
            value={litres(data.today.additives.litres)}
            hint={
              data.today.additives.units.length === 0
                ? t('figures.noAdditivesToday')
                : unitsText(data.today.additives.units, brand.id)
            }
            to="/statistik"
            testId="figure-additives-today"
          />
        )}
        {data.side !== 'none' && (
          <FigureCard
            label={t('figures.openOrders')}
            value={formatNumber(data.openOrders, { brand: brand.id, decimals: 0 })}
            hint={t(side === 'buyer' ? 'figures.openOrdersBuyer' : 'figures.openOrdersSeller')}
            to="/orders"
            testId="figure-open-orders"
          />
        )}
        {data.side === 'buyer' && <FreeCreditCard figures={data} />}
        {data.side === 'seller' && <SellerSoldCards figures={data} fuel={fuel} additives={additives} />}
      </SimpleGrid>
    </section>
  );
}

/** The free credit with all connected sellers; it links to the sellers' screen where that exists. */
function FreeCreditCard({ figures }: { figures: Extract<DashboardFigures, { side: 'buyer' }> }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const session = useGuardSession();
  const sellers = findRoute('sellerManagement');
  const opensSellers = routeExists(brand, 'sellerManagement') && session !== null && canOpen(sellers.access, session);
  const lines = figures.credit.filter((c) => c.credit.limit !== null);
  const currency = figures.credit[0]?.currency ?? brand.currency;
  const free = lines.reduce((sum, c) => sum + c.credit.free, 0);
  return (
    <FigureCard
      label={t('figures.freeCredit')}
      value={lines.length === 0 ? '–' : formatMoney(free, { brand: brand.id, currency, decimals: 2 })}
      hint={
        lines.length === 0
          ? t('figures.noCreditLine')
          : // A group's shared limit (decision 051) counts once per seller, as its pooled free credit.
            [
              t('figures.creditSellers', { count: lines.length }),
              ...(lines.some((c) => c.credit.sharedWith) ? [t('figures.creditSharedHint')] : []),
            ].join(', ')
      }
      to={opensSellers ? sellers.href : '/orders'}
      testId="figure-free-credit"
    />
  );
}
