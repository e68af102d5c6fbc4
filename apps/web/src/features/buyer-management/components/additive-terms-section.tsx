import { Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BuyerAdditivesUpdateSchema, type BuyerTerms } from '@fuel/domain/contracts/buyer-management';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useUpdateBuyerAdditives } from '../api/update-buyer-additives';
import type { AdditiveProductValue } from './additives-form-types';
import { AdditiveProductsSelect } from './additive-products-select';
import { AdditiveProductRows } from './additive-product-rows';

/**
 * Issue 17 part 4: the seller enables additives for the buyer (relationship additivesEnabled) and picks
 * the additive products it may order, each with its credit days. Saved on its own, beside the fuel terms.
 */
export function AdditiveTermsSection({
  terms,
  metadata,
  closed,
}: {
  terms: BuyerTerms;
  metadata: Metadata;
  closed: boolean;
}) {
  const { t } = useTranslation();
  const update = useUpdateBuyerAdditives();
  const form = useAppForm(BuyerAdditivesUpdateSchema, {
    additivesEnabled: terms.additivesEnabled,
    additiveProducts: terms.additiveProducts,
    termsVersion: terms.termsVersion,
  });
  const { control } = form;
  const enabled = useWatch({ control, name: 'additivesEnabled' });
  const selected = (useWatch({ control, name: 'additiveProducts' }) ?? []) as AdditiveProductValue[];
  const options = metadata.additives.map((p) => ({ value: String(p.id), label: p.name }));
  const nameOf = (id: number) => options.find((o) => o.value === String(id))?.label ?? String(id);
  const submit = useServerSubmit(form, async (values) => {
    await update.mutateAsync({ relationshipId: terms.relationshipId, ...values });
    notifications.show({ color: 'green', message: t('buyerAdditives.saved') });
  });

  return (
    <form onSubmit={submit} noValidate data-testid="buyer-additives-form">
      <Stack gap="md">
        <Text fw={600}>{t('buyerAdditives.title')}</Text>
        {form.formState.errors.root?.message && <ErrorAlert message={form.formState.errors.root.message} />}
        <Controller
          control={control}
          name="additivesEnabled"
          render={({ field }) => (
            <Switch
              label={t('buyerAdditives.enabled')}
              description={t('buyerAdditives.enabledHint')}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              disabled={closed}
              data-testid="buyer-additives-enabled"
            />
          )}
        />
        <AdditiveProductsSelect control={control} options={options} disabled={closed || !enabled} />
        {selected.length > 0 && (
          <AdditiveProductRows control={control} selected={selected} nameOf={nameOf} disabled={closed || !enabled} />
        )}
        <FormFooter
          submitLabel={t('buyerAdditives.save')}
          loading={form.formState.isSubmitting}
          disabled={closed}
          submitTestId="buyer-additives-save"
        />
      </Stack>
    </form>
  );
}
