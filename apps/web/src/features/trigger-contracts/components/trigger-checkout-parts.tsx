import { Button, Group, SimpleGrid, Text } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { DateField } from '../../../ui/form/date-field';
import { TriggerAmounts } from './trigger-amounts';
import { mixLinesOf } from './trigger-mix-split';
import type { CheckoutValues } from './use-trigger-submit';
import type { Held } from './use-trigger-hold';

/** The held price with its countdown, or the expiry notice with "Neuen Preis holen". */
export function TriggerHeldPrice({
  held,
  holding,
  countdown,
  currency,
  onRenew,
}: {
  held: Held | null;
  holding: boolean;
  countdown: { text: string; expired: boolean } | null;
  currency: Currency;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Group justify="space-between" align="flex-end">
      <div>
        <Text size="sm" c="dimmed">
          {t('triggers.checkout.price')}
        </Text>
        <Text fw={700} size="lg" data-testid="trigger-held-price">
          {held ? `${formatMoney(held.hold.price, { brand: brand.id, currency, decimals: 2 })} / 100 L` : '—'}
        </Text>
      </div>
      {holding && <Text size="sm">{t('triggers.checkout.holding')}</Text>}
      {countdown && !countdown.expired && (
        <Text size="sm" c="dimmed" data-testid="trigger-countdown" aria-live="polite">
          {t('triggers.checkout.priceHeld', { time: countdown.text })}
        </Text>
      )}
      {countdown?.expired && (
        <Group gap="xs">
          <Text size="sm" c="red" data-testid="trigger-countdown-expired">
            {t('triggers.checkout.priceExpired')}
          </Text>
          <Button size="xs" variant="light" onClick={onRenew} data-testid="trigger-renew">
            {t('triggers.checkout.renew')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** Net, VAT and gross for the entered quantity at the held price, split per product for a petrol mix. */
export function TriggerCheckoutAmounts({
  form,
  contract,
  held,
  currency,
}: {
  form: UseFormReturn<CheckoutValues>;
  contract: TriggerContract;
  held: Held;
  currency: Currency;
}) {
  return (
    <TriggerAmounts
      hold={held.hold}
      quantityCbm={form.watch('quantityCbm')}
      currency={currency}
      lines={
        contract.petrolMix
          ? mixLinesOf(
              contract,
              form.watch('quantityCbm'),
              { mixCustom: Boolean(form.watch('mixCustom')), mixSplit: form.watch('mixSplit') ?? [] },
              held.hold,
            )
          : undefined
      }
    />
  );
}

/** The lifting period, from and to. */
export function TriggerLiftingPeriod({ form }: { form: UseFormReturn<CheckoutValues> }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={2}>
      <DateField
        control={form.control}
        name="liftingFrom"
        label={t('triggers.checkout.liftingFrom')}
        required
        data-testid="trigger-lifting-from"
      />
      <DateField
        control={form.control}
        name="liftingTo"
        label={t('triggers.checkout.liftingTo')}
        required
        data-testid="trigger-lifting-to"
      />
    </SimpleGrid>
  );
}
