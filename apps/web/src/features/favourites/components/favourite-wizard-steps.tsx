import { Button, Group, Stack, Text } from '@mantine/core';
import { Controller, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  FAVOURITE_FIELD_LABELS as L,
  FAVOURITE_NAME_MAX,
  type CreateFavouriteRequest,
} from '@fuel/domain/contracts/favourites';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { FormFooter } from '../../../ui/form/form-footer';
import { TextField } from '../../../ui/form/text-field';
import type { useFavouriteSummary } from '../use-favourite-summary';
import { IdCheckboxGroup } from './id-checkbox-group';
import { RegionTerminalPicker } from './region-terminal-picker';

// The wizard starts from an empty favourite, so its input type is the partial one its defaults give.
type WizardForm = UseFormReturn<DefaultValues<CreateFavouriteRequest>, unknown, CreateFavouriteRequest>;
type Summary = ReturnType<ReturnType<typeof useFavouriteSummary>>;

/** The form's id lists (typed loosely before validation) as numbers. */
export const asNumbers = (ids: readonly (number | undefined)[] | undefined) =>
  (ids ?? []).filter((id): id is number => id !== undefined);

/** Step 1: the products. */
export function ProductsStep({ form, fuels }: { form: WizardForm; fuels: Metadata['fuels'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" pt="md">
      <Text size="sm" c="dimmed">
        {t('favourites.wizard.productsHint')}
      </Text>
      <IdCheckboxGroup
        control={form.control}
        name="config.productIds"
        label={t('favourites.wizard.steps.products.label')}
        options={fuels}
        error={form.formState.errors.config?.productIds?.message}
        columns={2}
        data-testid="favourite-products"
      />
    </Stack>
  );
}

/** Step 2: regions and terminals. */
export function PlacesStep({ form, regions }: { form: WizardForm; regions: Metadata['regions'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" pt="md">
      <Text size="sm" c="dimmed">
        {t('favourites.wizard.placesHint')}
      </Text>
      <Controller
        control={form.control}
        name="config.terminalIds"
        render={({ field }) => (
          <RegionTerminalPicker
            regions={regions}
            value={asNumbers(field.value)}
            onChange={field.onChange}
            error={form.formState.errors.config?.terminalIds?.message}
          />
        )}
      />
    </Stack>
  );
}

/** Step 3: the sellers, or a hint when there are none. */
export function SellersStep({ form, sellers }: { form: WizardForm; sellers: Metadata['sellers'] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" pt="md">
      <Text size="sm" c="dimmed">
        {sellers.length > 0 ? t('favourites.wizard.sellersHint') : t('favourites.wizard.noSellers')}
      </Text>
      {sellers.length > 0 && (
        <IdCheckboxGroup
          control={form.control}
          name="config.sellerIds"
          label={t('favourites.wizard.steps.sellers.label')}
          options={sellers}
          error={form.formState.errors.config?.sellerIds?.message}
          data-testid="favourite-sellers"
        />
      )}
    </Stack>
  );
}

/** Step 4: the name and a summary of the choices. */
export function NameStep({ form, summary }: { form: WizardForm; summary: Summary }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" pt="md">
      <TextField
        control={form.control}
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
  );
}

/** Back/next between the steps (cancel on the first), back/save on the last. */
export function WizardNav({
  active,
  last,
  setActive,
  onCancel,
  saving,
}: {
  active: number;
  last: number;
  setActive: (step: number) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const { t } = useTranslation();
  return active < last ? (
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
      loading={saving}
      submitTestId="favourite-save"
    />
  );
}
