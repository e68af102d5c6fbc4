import { useId } from 'react';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { productMarketsOf } from '../lib/navigation/guard-session';
import { findRoute, type RouteId } from '../lib/navigation/route-table';
import { useGuardSession } from '../lib/session/use-guard-session';

/** The two markets of spec section 4 ("orders market selection"): fuel (spot, index 0, the default) or additive. */
export const PRODUCT_MARKETS = ['FUEL', 'ADDITIVE'] as const;
export type ProductMarket = (typeof PRODUCT_MARKETS)[number];

/** The markets the logged-in user has, the default first (flag, account feature, seller kind). */
export function useProductMarkets(): ProductMarket[] {
  return productMarketsOf(useGuardSession());
}

/** Whether the logged-in user has both markets, fuel and additive, and so a choice between them. */
export const useBothMarkets = (): boolean => useProductMarkets().length === PRODUCT_MARKETS.length;

type Props = { value: ProductMarket; onChange: (market: ProductMarket) => void; testId?: string };

/**
 * "Kraftstoffe | Additive": shown only to users with both markets; without additives every screen is
 * the fuel market (and an additive-only seller's the additive one), so no choice is offered.
 */
export function MarketSelection({ value, onChange, testId = 'market-selection' }: Props) {
  const { t } = useTranslation();
  const labelId = useId();
  const offered = useBothMarkets();
  if (!offered) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id={labelId}>
        {t('additives.selection.label')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        data={PRODUCT_MARKETS.map((m) => ({ value: m, label: t(`additives.selection.${m}`) }))}
        value={value}
        onChange={(next) => onChange(next as ProductMarket)}
        data-testid={testId}
      />
    </Stack>
  );
}

/**
 * A market selection between two screens of their own routes (market, offers): each choice opens its
 * page, so the guard applies to both and a link or reload keeps the choice.
 */
export function RouteMarketSelection(props: { value: ProductMarket; routes: Record<ProductMarket, RouteId> }) {
  // Nothing to choose (and no router needed) for users of one market.
  return useBothMarkets() ? <RouteSelection {...props} /> : null;
}

function RouteSelection({ value, routes }: { value: ProductMarket; routes: Record<ProductMarket, RouteId> }) {
  const navigate = useNavigate();
  return <MarketSelection value={value} onChange={(market) => void navigate(findRoute(routes[market]).href)} />;
}
