import { Modal, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OfferAutoExecutionSchema, type SellerOffer } from '@fuel/domain/contracts/offers';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useSetAutoExecution } from '../api/set-auto-execution';
import { offerPlace } from './offer-place';

/** The switch and the maximum cbm per automatic order; the server's messages land on their fields. */
function AutoExecutionForm({ offer, onDone }: { offer: SellerOffer; onDone: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const save = useSetAutoExecution();
  const form = useAppForm(OfferAutoExecutionSchema, {
    autoExecution: offer.autoExecution,
    autoMaxCbm: offer.autoMaxCbm,
  });
  const labels = { autoExecution: t('offerTargets.enabled'), autoMaxCbm: t('offerTargets.maxCbm') };
  const submit = useServerSubmit(
    form,
    async (values) => {
      await save.mutateAsync({ id: offer.id, ...values });
      notifications.show({ color: 'green', message: t('offerTargets.saved') });
      onDone();
    },
    labels,
  );
  const enabled = form.watch('autoExecution');
  return (
    <form onSubmit={submit} noValidate data-testid="auto-execution-form">
      <Stack gap="md">
        <Text size="sm">{t('offerTargets.text', { product: offer.product.name, place: offerPlace(offer) })}</Text>
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('offerTargets.saveFailed')} message={form.formState.errors.root.message} />
        )}
        <Controller
          control={form.control}
          name="autoExecution"
          render={({ field, fieldState }) => (
            <Switch
              label={labels.autoExecution}
              checked={Boolean(field.value)}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              error={fieldState.error?.message}
              data-testid="auto-execution-switch"
            />
          )}
        />
        <NumberField
          control={form.control}
          name="autoMaxCbm"
          label={labels.autoMaxCbm}
          description={t('offerTargets.maxCbmHint', {
            max: formatNumber(offer.maxOrderCbm, { brand: brand.id, decimals: 3 }),
          })}
          decimals={3}
          signed={false}
          disabled={!enabled}
          data-testid="auto-execution-max"
        />
        <FormFooter onCancel={onDone} loading={form.formState.isSubmitting} submitTestId="auto-execution-save" />
      </Stack>
    </form>
  );
}

/** "Automatische Ausführung" of one offer: whether buyers' target-price orders may order on it by themselves. */
export function AutoExecutionDialog({ offer, onClose }: { offer: SellerOffer | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={offer !== null} onClose={onClose} title={t('offerTargets.title')} closeOnClickOutside={false}>
      {offer && <AutoExecutionForm key={offer.id} offer={offer} onDone={onClose} />}
    </Modal>
  );
}
