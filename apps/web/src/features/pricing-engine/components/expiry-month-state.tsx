import { Badge } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import type { PricingRuleOf } from '@fuel/domain/contracts/pricing-engine';
import { formatDate, zoneAbbreviation } from '@fuel/domain/formats/date';
import type { FutureMonth } from '@fuel/domain/market-data/symbols';

export type ExpiryRule = PricingRuleOf<'ICE_EXPIRY'>;

/** The month prices come from: the original one, or the next one once an expiry rule rolled it. */
export function MonthState({ original, effective }: { original: FutureMonth; effective: FutureMonth }) {
  const { t } = useEngineTranslation();
  const rolled = effective !== original;
  return (
    <Badge variant="light" color={rolled ? 'orange' : 'teal'} size="sm">
      {rolled
        ? t('pricingEngine.expiry.next', { month: effective })
        : t('pricingEngine.expiry.original', { month: original })}
    </Badge>
  );
}

/** "since <date> <time> <zone>" of the rule that decided a month; empty without one. */
export function useExpirySince() {
  const { t } = useEngineTranslation();
  return (rule: ExpiryRule | null) =>
    rule
      ? t('pricingEngine.expiry.since', {
          date: formatDate(rule.params.date),
          time: rule.params.time,
          zone: zoneAbbreviation(rule.params.date),
        })
      : '';
}
