import { useRef, useState } from 'react';
import { Alert, Anchor, Checkbox, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { Controller, useWatch, type Control } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdditiveOffer } from '@fuel/domain/contracts/additives';
import { formatAddressLine } from '@fuel/domain/formats/address';
import { shownPriceDecimals } from '@fuel/domain/pricing/money';
import { isApiError } from '../../../lib/api-client';
import { useAdditiveLocations } from '../../../lib/api/get-additive-locations';
import { mayHaveReachedServer, SubmitAttempt } from '../../../lib/idempotency';
import { findRoute } from '../../../lib/navigation/route-table';
import { FormFooter } from '../../../ui/form/form-footer';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { usePlaceAdditiveOrder } from '../api/place-additive-order';
import { ADDITIVE_ORDER_LABELS as L, additiveOrderAmounts, additiveOrderSchema, type AdditiveOrderFormValues, type AdditiveOrderInput } from '../additive-order-form';
import { UnitPrice } from './unit-price';
import { useAdditiveFormats } from './use-additive-formats';

type Props = { offer: AdditiveOffer | null; vatRate: number; onClose: () => void };

/** "Additiv bestellen": a number of units of one offer to one of the buyer's additive delivery locations. */
export function AdditiveOrderDialog({ offer, vatRate, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal opened={offer !== null} onClose={onClose} size="lg" title={t('additives.order.title')} closeOnClickOutside={false}>
      {offer && <OrderForm key={offer._id} offer={offer} vatRate={vatRate} onClose={onClose} />}
    </Modal>
  );
}

function OrderForm({ offer, vatRate, onClose }: { offer: AdditiveOffer; vatRate: number; onClose: () => void }) {
  const { t } = useTranslation();
  const f = useAdditiveFormats();
  const navigate = useNavigate();
  const place = usePlaceAdditiveOrder();
  const locations = useAdditiveLocations();
  // One idempotency key per submit attempt, kept while the server may have placed it (lib/idempotency.ts).
  const attempt = useRef(new SubmitAttempt());
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
  const amounts = additiveOrderAmounts(units, offer.pricePerUnit, vatRate);
  const money = (v: number) => f.money(v, offer.currency);

  const submit = form.handleSubmit(async (v) => {
    setRefusal(null);
    try {
      const answer = await place.mutateAsync({
        items: [{ offerId: offer._id, units: v.units }],
        locationId: v.locationId,
        confirmTerms: v.confirmTerms,
        confirmBookingChecked: v.confirmBookingChecked,
        idempotencyKey: attempt.current.current(),
      });
      attempt.current.finish();
      onClose();
      const first = answer.orders[0];
      if (first) void navigate(`/orders/${first.id}`);
    } catch (error) {
      const api = isApiError(error) ? error : null;
      // Keep the key only when the server may have placed the order without us learning it.
      if (!mayHaveReachedServer(api?.status ?? 0)) attempt.current.finish();
      for (const [field, message] of Object.entries(api?.fields ?? {})) {
        if (field === 'units' || field === 'locationId') form.setError(field, { message });
      }
      setRefusal(api?.message ?? t('app.unexpectedError'));
    }
  });

  const noLocations = locations.isSuccess && locations.data.length === 0;
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
          {t('additives.order.unitsHint', { min: f.units(offer.minUnits), max: f.units(offer.maxUnits), available: f.units(offer.availableUnits) })}
        </Text>
        <IdSelectField
          control={form.control}
          name="locationId"
          label={L.locationId}
          required
          placeholder={t('additives.order.locationPlaceholder')}
          options={(locations.data ?? []).map((l) => ({ value: l._id, label: `${formatAddressLine(l.address)} (${l.address.county})` }))}
          data-testid="additive-order-location"
        />
        {(noLocations || locations.isError) && (
          <Text size="sm">
            {t(noLocations ? 'additives.order.noLocations' : 'additives.order.locationsFailed')}{' '}
            <Anchor component={Link} to={findRoute('additiveLocations').href}>
              {t('additives.order.manageLocations')}
            </Anchor>
          </Text>
        )}
        {amounts && (
          // How the net follows from the price shown (issue 24): units x the charged price per unit, rounded once.
          <Text size="sm" data-testid="additive-order-calculation">
            {t('priceBreakdown.unitsTimesPrice', {
              units: f.units(units!),
              price: f.money(offer.pricePerUnit, offer.currency, shownPriceDecimals(offer.pricePerUnit)),
              unit: offer.purchaseUnit.name,
              net: money(amounts.net),
            })}
          </Text>
        )}
        {amounts && (
          <Table data-testid="additive-order-amounts">
            <Table.Tbody>
              {(
                [
                  [t('basket.net'), amounts.net, 'net'],
                  [t('basket.vat', { rate: vatRate }), amounts.vat, 'vat'],
                  [t('basket.gross'), amounts.gross, 'gross'],
                ] as const
              ).map(([label, amount, key]) => (
                <Table.Tr key={key}>
                  <Table.Th>{label}</Table.Th>
                  <Table.Td ta="right" fw={key === 'gross' ? 700 : undefined} data-testid={`additive-order-${key}`}>
                    {money(amount)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {offer.creditDays !== null && (
          <Text size="sm" data-testid="additive-order-payment-term">
            {t('additives.order.paymentTerm', { count: offer.creditDays })} · {t('additives.order.delivery', { count: offer.deliveryDays })}
          </Text>
        )}
        <ConfirmBox control={form.control} name="confirmTerms" label={t('basket.acceptTerms')} testId="additive-order-terms" />
        <ConfirmBox control={form.control} name="confirmBookingChecked" label={t('basket.bookingChecked')} testId="additive-order-booking" />
        <FormFooter onCancel={onClose} submitLabel={t('basket.submit')} loading={form.formState.isSubmitting} submitTestId="additive-order-submit" />
      </Stack>
    </form>
  );
}

/** A confirmation checkbox with its message (the order needs both, spec section 5). */
function ConfirmBox({ control, name, label, testId }: { control: Control<AdditiveOrderInput>; name: 'confirmTerms' | 'confirmBookingChecked'; label: string; testId: string }) {
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
