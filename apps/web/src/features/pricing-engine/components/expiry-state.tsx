import { useEffect, useState } from 'react';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import { FUTURE_MONTHS } from '@fuel/domain/constants';
import type { SellerOffer } from '@fuel/domain/contracts/offers';
import { decisiveExpiryRule, rolledFutureMonth } from '@fuel/domain/pricing/rules';
import { ExpiryOffersTable } from './expiry-offers-table';
import { MonthState, useExpirySince, type ExpiryRule } from './expiry-month-state';

/** Minute steps are enough: expiry rules are set to a minute. */
const REFRESH_MS = 60_000;

/**
 * Spec section 4 "Expiry setting": which month each future month (global rules) and each live offer
 * (rules of its product, terminal or offer) prices from right now, and the rule that decided it.
 */
export function ExpiryState({ rules, liveOffers }: { rules: ExpiryRule[]; liveOffers: SellerOffer[] }) {
  const { t } = useEngineTranslation();
  const since = useExpirySince();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const globalRule = decisiveExpiryRule(
    rules.filter((r) => r.scope === 'GLOBAL'),
    now,
  );

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
      {liveOffers.length > 0 && <ExpiryOffersTable rules={rules} liveOffers={liveOffers} now={now} />}
    </Stack>
  );
}
