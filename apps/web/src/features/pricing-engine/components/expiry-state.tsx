import { useEffect, useState } from 'react';
import { Badge, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUTURE_MONTHS } from '@fuel/domain/constants';
import type { PricingRuleOf } from '@fuel/domain/contracts/pricing-engine';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { formatDate, zoneAbbreviation } from '@fuel/domain/formats/date';
import type { FutureMonth } from '@fuel/domain/market-data/symbols';
import { NO_BUYER_ACCOUNT_ID } from '@fuel/domain/pricing/min-price';
import { decisiveExpiryRule, rolledFutureMonth, ruleMatches } from '@fuel/domain/pricing/rules';
import { DataTable } from '../../../ui/data-table/data-table';
import { offerLabel } from './use-rule-targets';

type ExpiryRule = PricingRuleOf<'ICE_EXPIRY'>;

const originalMonth = (offer: SellerOffer): FutureMonth => offer.live?.futureMonth ?? 'M00';

/** Minute steps are enough: expiry rules are set to a minute. */
const REFRESH_MS = 60_000;

function MonthState({ original, effective }: { original: FutureMonth; effective: FutureMonth }) {
  const { t } = useTranslation();
  const rolled = effective !== original;
  return (
    <Badge variant="light" color={rolled ? 'orange' : 'teal'} size="sm">
      {rolled
        ? t('pricingEngine.expiry.next', { month: effective })
        : t('pricingEngine.expiry.original', { month: original })}
    </Badge>
  );
}

/**
 * Spec section 4 "Expiry setting": which month each future month (global rules) and each live offer
 * (rules of its product, terminal or offer) prices from right now, and the rule that decided it.
 */
export function ExpiryState({ rules, liveOffers }: { rules: ExpiryRule[]; liveOffers: SellerOffer[] }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const globalRule = decisiveExpiryRule(
    rules.filter((r) => r.scope === 'GLOBAL'),
    now,
  );
  const since = (rule: ExpiryRule | null) =>
    rule
      ? t('pricingEngine.expiry.since', {
          date: formatDate(rule.params.date),
          time: rule.params.time,
          zone: zoneAbbreviation(rule.params.date),
        })
      : '';

  return (
    <Stack gap="sm" data-testid="expiry-state">
      <Title order={3} size="h5">
        {t('pricingEngine.expiry.stateTitle')}
      </Title>
      <Text size="sm" c="dimmed">
        {globalRule
          ? `${t('pricingEngine.expiry.globalRule')} ${since(globalRule)}`
          : t('pricingEngine.expiry.noGlobalRule')}
      </Text>
      <SimpleGrid cols={{ base: 2, xs: 4, md: 7 }} spacing="xs">
        {FUTURE_MONTHS.map((m) => (
          <Stack key={m} gap={2} align="center" data-testid={`expiry-month-${m}`}>
            <Text size="sm" fw={600}>
              {m}
            </Text>
            <MonthState original={m} effective={rolledFutureMonth(m, globalRule)} />
          </Stack>
        ))}
      </SimpleGrid>
      {liveOffers.length > 0 && (
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
      )}
    </Stack>
  );
}
