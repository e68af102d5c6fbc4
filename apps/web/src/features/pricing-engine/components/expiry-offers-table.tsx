import { Stack, Text } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import type { FutureMonth } from '@fuel/domain/market-data/symbols';
import { NO_BUYER_ACCOUNT_ID } from '@fuel/domain/pricing/min-price';
import { decisiveExpiryRule, rolledFutureMonth, ruleMatches } from '@fuel/domain/pricing/rules';
import { DataTable } from '../../../ui/data-table/data-table';
import { MonthState, useExpirySince, type ExpiryRule } from './expiry-month-state';
import { offerLabel } from './use-rule-targets';

const originalMonth = (offer: SellerOffer): FutureMonth => offer.live?.futureMonth ?? 'M00';

/** Each live offer's month, the month it prices from now, and since when. */
export function ExpiryOffersTable({
  rules,
  liveOffers,
  now,
}: {
  rules: ExpiryRule[];
  liveOffers: SellerOffer[];
  now: Date;
}) {
  const { t } = useEngineTranslation();
  const since = useExpirySince();
  return (
    <DataTable
      data={liveOffers}
      columns={[
        { id: 'offer', header: t('pricingEngine.expiry.offer'), sortValue: offerLabel, cell: offerLabel },
        { id: 'month', header: t('pricingEngine.expiry.month'), sortValue: originalMonth, cell: originalMonth },
        {
          id: 'pricesFrom',
          header: t('pricingEngine.expiry.pricesFrom'),
          cell: (offer) => {
            // Rules of this offer's product, terminal or the offer itself (customer rules differ per buyer).
            const ctx = {
              offerId: offer.id,
              productId: offer.product.id,
              terminalId: offer.terminal?.id ?? null,
              buyerAccountId: NO_BUYER_ACCOUNT_ID,
            };
            const decisive = decisiveExpiryRule(
              rules.filter((r) => r.scope !== 'ACCOUNT' && ruleMatches(r, ctx)),
              now,
            );
            return (
              <Stack gap={2} align="flex-start">
                <MonthState
                  original={originalMonth(offer)}
                  effective={rolledFutureMonth(originalMonth(offer), decisive)}
                />
                {decisive && (
                  <Text size="xs" c="dimmed">
                    {since(decisive)}
                  </Text>
                )}
              </Stack>
            );
          },
        },
      ]}
      getRowId={(offer) => String(offer.id)}
      striped={false}
      minWidth={560}
      testId="expiry-offers"
    />
  );
}
