import { useState } from 'react';
import { Alert, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { useAdditiveLocations } from '../../../lib/api/get-additive-locations';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import {
  ADDITIVE_ORDER_LABELS as L,
  additiveOrderSchema,
  type AdditiveOrderFormValues,
  type AdditiveOrderInput,
} from '../additive-order-form';
import { AdditiveLocationField } from './additive-location-field';
import { AdditiveOrderAmounts } from './additive-order-amounts';
import { UnitPrice } from './unit-price';
import { useAdditiveOrderSubmit } from './use-additive-order-submit';
import { useAdditiveFormats } from './use-additive-formats';

type Props = { offer: AdditiveOffer | null; vatRate: number; onClose: () => void };

/** "Additiv bestellen": a number of units of one offer to one of the buyer's additive delivery locations. */
export function AdditiveOrderDialog({ offer, vatRate, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={offer !== null}
      onClose={onClose}
      size="lg"
      title={t('additives.order.title')}
      closeOnClickOutside={false}
    >
      {offer && <OrderForm key={offer._id} offer={offer} vatRate={vatRate} onClose={onClose} />}
    </Modal>
  );
}

function OrderForm({ offer, vatRate, onClose }: { offer: AdditiveOffer; vatRate: number; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useAdditiveFormats();
  const locations = useAdditiveLocations();
  const [refusal, setRefusal] = useState<string | null>(null);
  const single = locations.data?.length === 1 ? locations.data[0]!._id : null;
  const form = useAppForm(additiveOrderSchema(offer), {
    units: offer.minUnits,
    locationId: single,
    confirmTerms: false,
    confirmBookingChecked: false,
    // The form starts with the empty values the schema refuses until the buyer completes them.
  } satisfies AdditiveOrderFormValues as unknown as AdditiveOrderInput);
  const units = useWatch({ control: form.control, name: 'units' }) as number | null;

  const submit = useAdditiveOrderSubmit(offer, form, setRefusal, onClose);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="additive-order-form">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Text fw={600}>{offer.product.name}</Text>
            <Text size="sm" c="dimmed">
              {offer.seller.name} · {offer.purchaseUnit.name}
            </Text>
          </div>
          <UnitPrice offer={offer} />
        </Group>
        {refusal && (
          <Alert color="red" title={t('additives.order.refused')} role="alert" data-testid="additive-order-error">
            {refusal}
          </Alert>
        )}
        <NumberField
          control={form.control}
          name="units"
          label={L.units}
          required
          decimals={0}
          signed={false}
          unit={offer.purchaseUnit.name}
          data-testid="additive-order-units"
        />
        <Text size="xs" c="dimmed">
          {t('additives.order.unitsHint', {
            min: f.units(offer.minUnits),
            max: f.units(offer.maxUnits),
            available: f.units(offer.availableUnits),
          })}
        </Text>
        <AdditiveLocationField control={form.control} locations={locations} />
        <AdditiveOrderAmounts offer={offer} units={units} vatRate={vatRate} />
        {offer.creditDays !== null && (
          <Text size="sm" data-testid="additive-order-payment-term">
            {t('additives.order.paymentTerm', { count: offer.creditDays })} ·{' '}
            {t('additives.order.delivery', { count: offer.deliveryDays })}
          </Text>
        )}
        <ConfirmBox
          control={form.control}
          name="confirmTerms"
          label={t('basket.acceptTerms')}
          testId="additive-order-terms"
        />
        <ConfirmBox
          control={form.control}
          name="confirmBookingChecked"
          label={t('basket.bookingChecked')}
          testId="additive-order-booking"
        />
        <FormFooter
          onCancel={onClose}
          submitLabel={t('basket.submit')}
          loading={form.formState.isSubmitting}
          submitTestId="additive-order-submit"
        />
      </Stack>
    </form>
  );
}

/** A confirmation checkbox with its message (the order needs both, spec section 5). */
function ConfirmBox({
  control,
  name,
  label,
  testId,
}: {
  control: Control<AdditiveOrderInput>;
  name: 'confirmTerms' | 'confirmBookingChecked';
  label: string;
  testId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          label={label}
          checked={field.value === true}
          onChange={(e) => field.onChange(e.currentTarget.checked)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          data-testid={testId}
        />
      )}
    />
  );
}
