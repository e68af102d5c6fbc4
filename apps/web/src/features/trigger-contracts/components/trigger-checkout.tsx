import { Alert, Checkbox, Modal, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TriggerContract } from '@fuel/domain/contracts/trigger-contracts';
import { formatNumber, type Currency } from '@fuel/domain/formats/number';
import { businessDate } from '@fuel/domain/offers/business-time';
import { useBrand } from '../../../brands/brand-context';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { defaultLiftingPeriod } from '../trigger-view';
import { mixDefaults, TriggerMixSplit } from './trigger-mix-split';
import { TriggerCheckoutAmounts, TriggerHeldPrice, TriggerLiftingPeriod } from './trigger-checkout-parts';
import { useTriggerHold } from './use-trigger-hold';
import { useTriggerSubmit, type CheckoutValues } from './use-trigger-submit';

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
  const lifting = defaultLiftingPeriod(contract.month, businessDate(new Date()));
  const form = useForm<CheckoutValues>({
    defaultValues: {
      quantityCbm: null,
      liftingFrom: lifting.from,
      liftingTo: lifting.to,
      confirmTerms: false,
      ...mixDefaults(contract),
    },
  });
  const { held, holding, refusal, setRefusal, hold, countdown } = useTriggerHold(contract.id);
  const submit = useTriggerSubmit({ contract, form, held, setRefusal, onClose });
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
        <TriggerHeldPrice
          held={held}
          holding={holding}
          countdown={countdown}
          currency={currency}
          onRenew={() => void hold()}
        />
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
        {held && <TriggerCheckoutAmounts form={form} contract={contract} held={held} currency={currency} />}
        <TriggerLiftingPeriod form={form} />
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
