import { useState } from 'react';
import { Alert, Badge, Button, Card, Group, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useEngineTranslation } from '../use-engine-translation';
import {
  PRICING_RULE_KIND_LABELS,
  PRICING_RULE_SCOPE_LABELS,
  type PriceBreakdown,
} from '@fuel/domain/contracts/pricing-engine';
import { currencyOfFx } from '@fuel/domain/brands/currency';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { usePriceBreakdown } from '../api/get-price-breakdown';
import { BreakdownBasis } from './breakdown-basis';
import { BreakdownStepsTable } from './breakdown-steps-table';
import { offerLabel, type RuleTargets } from './use-rule-targets';
import { useDecimalFormat } from './use-decimal-format';

/** "Preisaufschlüsselung": one live offer for one buyer, every step of its price with the rule behind it. */
export function BreakdownTab({ targets }: { targets: RuleTargets }) {
  const { t } = useEngineTranslation();
  const [offerId, setOfferId] = useState<string | null>(null);
  const [buyerId, setBuyerId] = useState<string | null>(null);
  const query = offerId && buyerId ? { offerId: Number(offerId), buyerAccountId: Number(buyerId) } : null;
  const breakdown = usePriceBreakdown(query);

  if (targets.liveOffers.length === 0 || targets.customers.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="breakdown-empty">
        {targets.liveOffers.length === 0
          ? t('pricingEngine.breakdown.noLiveOffers')
          : t('pricingEngine.breakdown.noCustomers')}
      </Text>
    );
  }
  return (
    <Stack gap="md" data-testid="breakdown">
      <Text size="sm" c="dimmed">
        {t('pricingEngine.breakdown.intro')}
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={t('pricingEngine.breakdown.offer')}
          placeholder={t('pricingEngine.breakdown.pickOffer')}
          data={targets.liveOffers.map((o) => ({ value: String(o.id), label: offerLabel(o) }))}
          value={offerId}
          onChange={setOfferId}
          searchable
          miw={420}
          data-testid="breakdown-offer"
        />
        <Select
          label={t('pricingEngine.breakdown.buyer')}
          placeholder={t('pricingEngine.breakdown.pickBuyer')}
          data={targets.customers.map((c) => ({ value: String(c.value), label: c.label }))}
          value={buyerId}
          onChange={setBuyerId}
          searchable
          miw={280}
          data-testid="breakdown-buyer"
        />
        {query && (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={breakdown.isFetching}
            onClick={() => void breakdown.refetch()}
            data-testid="breakdown-refresh"
          >
            {t('pricingEngine.breakdown.recalculate')}
          </Button>
        )}
      </Group>
      {!query && (
        <Text size="sm" c="dimmed">
          {t('pricingEngine.breakdown.pickBoth')}
        </Text>
      )}
      {query && breakdown.isPending && <Skeleton h={240} />}
      {query && breakdown.isError && (
        <ErrorAlert
          title={t('pricingEngine.breakdown.failed')}
          message={isApiError(breakdown.error) ? breakdown.error.message : t('app.unexpectedError')}
        />
      )}
      {query && breakdown.isSuccess && <BreakdownView data={breakdown.data} />}
    </Stack>
  );
}

/** The price for the chosen buyer, its steps, the market data behind it and the rules applied. */
function BreakdownView({ data }: { data: PriceBreakdown }) {
  const { t } = useEngineTranslation();
  const n = useDecimalFormat();
  const { result } = data;
  const currency = currencyOfFx(data.recipe.currencyFx);

  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Text size="sm" c="dimmed">
              {t('pricingEngine.breakdown.priceFor', { buyer: data.buyer.name })}
            </Text>
            <Text size="xl" fw={700} data-testid="breakdown-price">
              {result.ok && result.pricePer100l !== null ? `${n(result.pricePer100l, 4)} ${currency} / 100 L` : '—'}
            </Text>
          </div>
          <Badge variant="light" color="gray">
            {t('pricingEngine.breakdown.month', {
              month: data.recipe.futureMonth,
              original: data.recipe.originalFutureMonth,
            })}
          </Badge>
        </Group>
      </Card>
      {!result.ok && (
        <Alert color="yellow" data-testid="breakdown-missing">
          {t('pricingEngine.breakdown.missing', { symbols: result.missing.join(', ') })}
        </Alert>
      )}
      {result.steps.length > 0 && <BreakdownStepsTable data={data} />}
      {result.basis && <BreakdownBasis basis={result.basis} />}
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('pricingEngine.breakdown.appliedRules')}
        </Title>
        {data.appliedRules.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('pricingEngine.breakdown.noAppliedRules')}
          </Text>
        ) : (
          data.appliedRules.map((rule) => (
            <Text size="sm" key={rule.id} data-testid="breakdown-applied-rule">
              <Text
                span
                fw={500}
              >{`${PRICING_RULE_KIND_LABELS[rule.kind]} (${PRICING_RULE_SCOPE_LABELS[rule.scope]}${rule.groupName ? `, ${rule.groupName}` : ''}, #${rule.id}): `}</Text>
              {rule.reason}
            </Text>
          ))
        )}
      </Stack>
    </Stack>
  );
}
