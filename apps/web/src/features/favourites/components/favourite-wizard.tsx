import { useEffect, useState } from 'react';
import { Button, Group, Stack, Stepper, Text } from '@mantine/core';
import { Controller, type DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CreateFavouriteRequestSchema,
  FAVOURITE_FIELD_LABELS as L,
  FAVOURITE_NAME_MAX,
  type CreateFavouriteRequest,
} from '@fuel/domain/contracts/favourites';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { ErrorAlert } from '../../../ui/error-alert';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useIsPhone } from '../../../ui/use-is-phone';
import { useFavouriteSummary } from '../use-favourite-summary';
import { IdCheckboxGroup } from './id-checkbox-group';
import { RegionTerminalPicker } from './region-terminal-picker';

type Props = {
  metadata: Pick<Metadata, 'fuels' | 'regions' | 'sellers'>;
  onSubmit: (input: CreateFavouriteRequest) => Promise<void>;
  onCancel: () => void;
};

const STEPS = ['products', 'places', 'sellers', 'name'] as const;
const LAST = STEPS.length - 1;
const EMPTY = { name: '', config: { productIds: [], terminalIds: [], sellerIds: [] } };

/** The form's id lists (typed loosely before validation) as numbers. */
const asNumbers = (ids: readonly (number | undefined)[] | undefined) =>
  (ids ?? []).filter((id): id is number => id !== undefined);

/**
 * The favourites wizard (spec section 2): step 1 products, step 2 regions and terminals, step 3
 * sellers, step 4 name and save. Every step may be left empty ("all"); only the name is required.
 * Steps are buttons (Tab, Enter), the choices checkboxes (Space), Enter in the name saves.
 */
export function FavouriteWizard({ metadata, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [active, setActive] = useState(0);
  const form = useAppForm(CreateFavouriteRequestSchema, EMPTY as DefaultValues<CreateFavouriteRequest>);
  const { control } = form;
  const summarise = useFavouriteSummary(metadata);
  const submit = useServerSubmit(form, onSubmit, {
    name: L.name,
    'config.productIds': 1,
    'config.terminalIds': 1,
    'config.sellerIds': 1,
  });
  const errors = form.formState.errors.config;
  // A refusal of the server names the step's field: show that step with its message.
  const refusedStep = errors?.productIds ? 0 : errors?.terminalIds ? 1 : errors?.sellerIds ? 2 : null;
  useEffect(() => {
    if (refusedStep !== null) setActive(refusedStep);
  }, [refusedStep]);
  const summary = summarise({
    productIds: asNumbers(form.watch('config.productIds')),
    terminalIds: asNumbers(form.watch('config.terminalIds')),
    sellerIds: asNumbers(form.watch('config.sellerIds')),
  });
  const step = (key: (typeof STEPS)[number]) => ({
    label: t(`favourites.wizard.steps.${key}.label`),
    description: phone ? undefined : t(`favourites.wizard.steps.${key}.description`),
  });

  return (
    <form onSubmit={submit} noValidate data-testid="favourite-wizard">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('favourites.saveFailed')} message={form.formState.errors.root.message} />
        )}
        <Stepper active={active} onStepClick={setActive} size={phone ? 'xs' : 'sm'} allowNextStepsSelect>
          <Stepper.Step {...step('products')} data-testid="favourite-step-products">
            <Stack gap="sm" pt="md">
              <Text size="sm" c="dimmed">
                {t('favourites.wizard.productsHint')}
              </Text>
              <IdCheckboxGroup
                control={control}
                name="config.productIds"
                label={t('favourites.wizard.steps.products.label')}
                options={metadata.fuels}
                error={errors?.productIds?.message}
                columns={2}
                data-testid="favourite-products"
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...step('places')} data-testid="favourite-step-places">
            <Stack gap="sm" pt="md">
              <Text size="sm" c="dimmed">
                {t('favourites.wizard.placesHint')}
              </Text>
              <Controller
                control={control}
                name="config.terminalIds"
                render={({ field }) => (
                  <RegionTerminalPicker
                    regions={metadata.regions}
                    value={asNumbers(field.value)}
                    onChange={field.onChange}
                    error={errors?.terminalIds?.message}
                  />
                )}
              />
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...step('sellers')} data-testid="favourite-step-sellers">
            <Stack gap="sm" pt="md">
              <Text size="sm" c="dimmed">
                {metadata.sellers.length > 0 ? t('favourites.wizard.sellersHint') : t('favourites.wizard.noSellers')}
              </Text>
              {metadata.sellers.length > 0 && (
                <IdCheckboxGroup
                  control={control}
                  name="config.sellerIds"
                  label={t('favourites.wizard.steps.sellers.label')}
                  options={metadata.sellers}
                  error={errors?.sellerIds?.message}
                  data-testid="favourite-sellers"
                />
              )}
            </Stack>
          </Stepper.Step>
          <Stepper.Step {...step('name')} data-testid="favourite-step-name">
            <Stack gap="sm" pt="md">
              <TextField
                control={control}
                name="name"
                label={L.name}
                required
                maxLength={FAVOURITE_NAME_MAX}
                description={t('favourites.wizard.nameHint')}
                data-testid="favourite-name"
              />
              <Stack gap={4} data-testid="favourite-summary">
                <Text size="sm" fw={600}>
                  {t('favourites.wizard.summary')}
                </Text>
                <Text size="sm">
                  {t('favourites.columns.products')}: {summary.products}
                </Text>
                <Text size="sm">
                  {t('favourites.columns.terminals')}: {summary.terminals}
                </Text>
                <Text size="sm">
                  {t('favourites.columns.sellers')}: {summary.sellers}
                </Text>
              </Stack>
            </Stack>
          </Stepper.Step>
        </Stepper>
        {active < LAST ? (
          <Group justify="space-between">
            <Button variant="default" onClick={active === 0 ? onCancel : () => setActive(active - 1)}>
              {active === 0 ? t('favourites.cancel') : t('favourites.wizard.back')}
            </Button>
            <Button onClick={() => setActive(active + 1)} data-testid="favourite-next">
              {t('favourites.wizard.next')}
            </Button>
          </Group>
        ) : (
          <FormFooter
            onCancel={() => setActive(active - 1)}
            cancelLabel={t('favourites.wizard.back')}
            submitLabel={t('favourites.wizard.save')}
            loading={form.formState.isSubmitting}
            submitTestId="favourite-save"
          />
        )}
      </Stack>
    </form>
  );
}
