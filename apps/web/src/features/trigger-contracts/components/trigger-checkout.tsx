import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Checkbox, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TIMER_TICK_MS } from '@fuel/domain/constants';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import { formatMoney, formatNumber, type Currency } from '@fuel/domain/formats/number';
import { businessDate } from '@fuel/domain/offers/business-time';
import { useBrand } from '../../../brands/brand-context';
import { isApiError } from '../../../lib/api-client';
import { mayHaveReachedServer, SubmitAttempt } from '../../../lib/idempotency';
import { useNow } from '../../../lib/use-now';
import { DateField } from '../../../ui/form/date-field';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { holdTriggerPrice, usePlaceTrigger, type PriceHold } from '../api/place-trigger';
import { TriggerAmounts } from './trigger-amounts';
import { defaultLiftingPeriod, holdCountdown, triggerErrorMessage } from '../trigger-view';
import { mixDefaults, mixLinesOf, mixSplitOf, TriggerMixSplit, type MixValues } from './trigger-mix-split';

type Values = {
  quantityCbm: number | null;
  liftingFrom: string | null;
  liftingTo: string | null;
  confirmTerms: boolean;
} & MixValues;
type Held = { hold: PriceHold; clockDifferenceMs: number };

/**
 * "Neue Trigger-Order": the price is held on the server with a countdown; quantity inside min–max, a
 * lifting period inside the contract month and the terms, then the trigger becomes an order and the
 * buyer lands on its confirmation (contract, lifting master and pickup numbers, net, VAT, gross).
 */
export function TriggerCheckout({
  contract,
  currency,
  onClose,
}: {
  contract: TriggerContract | null;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={contract !== null}
      onClose={onClose}
      size="lg"
      title={t('triggers.checkout.title')}
      closeOnClickOutside={false}
    >
      {contract && <CheckoutForm key={contract.id} contract={contract} currency={currency} onClose={onClose} />}
    </Modal>
  );
}

function CheckoutForm({
  contract,
  currency,
  onClose,
}: {
  contract: TriggerContract;
  currency: Currency;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const navigate = useNavigate();
  const place = usePlaceTrigger();
  const attempt = useRef(new SubmitAttempt());
  const lifting = defaultLiftingPeriod(contract.month, businessDate(new Date()));
  const form = useForm<Values>({
    defaultValues: {
      quantityCbm: null,
      liftingFrom: lifting.from,
      liftingTo: lifting.to,
      confirmTerms: false,
      ...mixDefaults(contract),
    },
  });
  const [held, setHeld] = useState<Held | null>(null);
  const [holding, setHolding] = useState(false);
  const [refusal, setRefusal] = useState<{ code: string; message: string } | null>(null);
  const now = useNow(TIMER_TICK_MS);

  const hold = async () => {
    setHolding(true);
    setRefusal(null);
    try {
      const answer = await holdTriggerPrice(contract.id);
      // The hold's answer carries no server time: the countdown runs on the browser's clock, and the
      // server refuses an expired hold whatever the browser shows.
      setHeld({ hold: answer, clockDifferenceMs: 0 });
    } catch (error) {
      setHeld(null);
      setRefusal(triggerErrorMessage(isApiError(error) ? error : null));
    } finally {
      setHolding(false);
    }
  };
  useEffect(() => {
    void hold();
    // The price is held once when the checkout opens; "Neuen Preis holen" renews it.
  }, []);

  const countdown = held ? holdCountdown(held.hold.expiresAt, now, held.clockDifferenceMs) : null;
  const submit = form.handleSubmit(async (v) => {
    if (!held) return;
    setRefusal(null);
    try {
      const answer = await place.mutateAsync({
        contractId: contract.id,
        body: {
          quantityCbm: v.quantityCbm ?? 0,
          liftingFrom: v.liftingFrom ?? '',
          liftingTo: v.liftingTo ?? '',
          confirmTerms: v.confirmTerms,
          idempotencyKey: attempt.current.current(),
          holdId: held.hold.holdId,
          mixSplit: mixSplitOf(contract, v),
        },
      });
      attempt.current.finish();
      const first = answer.orders[0];
      onClose();
      if (first) void navigate(`/orders/${first.id}`);
    } catch (error) {
      const api = isApiError(error) ? error : null;
      // Keep the key only when the server may have placed the trigger without us learning it.
      if (!mayHaveReachedServer(api?.status ?? 0)) attempt.current.finish();
      for (const [field, message] of Object.entries(api?.fields ?? {})) {
        if (field in v) form.setError(field as keyof Values, { message });
      }
      setRefusal(triggerErrorMessage(api));
    }
  });
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="trigger-checkout">
      <Stack gap="sm">
        <Text size="sm">
          {t('triggers.checkout.contract')}: <b>{contract.ekkNumber}</b> · {contract.product.name} ·{' '}
          {contract.terminal.name} · {contract.seller.name}
        </Text>
        {refusal && (
          <Alert
            color="red"
            title={t('triggers.checkout.refused')}
            data-testid="trigger-error"
            data-code={refusal.code}
            role="alert"
          >
            {refusal.message}
          </Alert>
        )}
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
              <Button size="xs" variant="light" onClick={() => void hold()} data-testid="trigger-renew">
                {t('triggers.checkout.renew')}
              </Button>
            </Group>
          )}
        </Group>
        <NumberField
          control={form.control}
          name="quantityCbm"
          label={t('triggers.checkout.quantity')}
          required
          decimals={3}
          signed={false}
          data-testid="trigger-quantity"
        />
        <Text size="xs" c="dimmed">
          {t('triggers.checkout.quantityRange', {
            min: cbm(contract.minOrderCbm),
            max: cbm(contract.maxOrderCbm),
            remaining: cbm(contract.remainingCbm),
          })}
        </Text>
        <TriggerMixSplit form={form} contract={contract} hold={held?.hold ?? null} currency={currency} />
        {held && (
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
        )}
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
        <Checkbox label={t('triggers.checkout.terms')} {...form.register('confirmTerms')} data-testid="trigger-terms" />
        <FormFooter
          onCancel={onClose}
          submitLabel={t('triggers.checkout.submit')}
          loading={form.formState.isSubmitting}
          disabled={!held || countdown?.expired === true}
          submitTestId="trigger-submit"
        />
      </Stack>
    </form>
  );
}
