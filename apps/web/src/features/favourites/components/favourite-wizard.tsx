import { useEffect, useState } from 'react';
import { Stack, Stepper } from '@mantine/core';
import type { DefaultValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CreateFavouriteRequestSchema,
  FAVOURITE_FIELD_LABELS as L,
  type CreateFavouriteRequest,
} from '@fuel/domain/contracts/favourites';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { ErrorAlert } from '../../../ui/error-alert';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useServerSubmit } from '../../../ui/form/use-server-submit';
import { useIsPhone } from '../../../ui/use-is-phone';
import { useFavouriteSummary } from '../use-favourite-summary';
import { asNumbers, NameStep, PlacesStep, ProductsStep, SellersStep, WizardNav } from './favourite-wizard-steps';

type Props = {
  metadata: Pick<Metadata, 'fuels' | 'regions' | 'sellers'>;
  onSubmit: (input: CreateFavouriteRequest) => Promise<void>;
  onCancel: () => void;
};

const STEPS = ['products', 'places', 'sellers', 'name'] as const;
const LAST = STEPS.length - 1;
const EMPTY = { name: '', config: { productIds: [], terminalIds: [], sellerIds: [] } };

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
            <ProductsStep form={form} fuels={metadata.fuels} />
          </Stepper.Step>
          <Stepper.Step {...step('places')} data-testid="favourite-step-places">
            <PlacesStep form={form} regions={metadata.regions} />
          </Stepper.Step>
          <Stepper.Step {...step('sellers')} data-testid="favourite-step-sellers">
            <SellersStep form={form} sellers={metadata.sellers} />
          </Stepper.Step>
          <Stepper.Step {...step('name')} data-testid="favourite-step-name">
            <NameStep form={form} summary={summary} />
          </Stepper.Step>
        </Stepper>
        <WizardNav
          active={active}
          last={LAST}
          setActive={setActive}
          onCancel={onCancel}
          saving={form.formState.isSubmitting}
        />
      </Stack>
    </form>
  );
}
