import { SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PRICE_INPUT_UNIT_LABELS, type OfferFormValues, type OfferInput } from '@fuel/domain/contracts/offers';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { OFFER_FIELD_LABELS as L, PRICE_DECIMALS_BY_UNIT } from '@fuel/domain/offers/offer-rules';
import { DateField } from '../../../ui/form/date-field';
import { terminalOptionsByRegion } from '../../../ui/form/id-options';
import { IdSelectField } from '../../../ui/form/id-select-field';
import { NumberField } from '../../../ui/form/number-field';
import { SegmentedField } from '../../../ui/form/segmented-field';

type OfferForm = UseFormReturn<OfferFormValues, unknown, OfferInput>;

/** Pick-up terminal, or delivery region when the brand delivers and the seller chose it. */
export function OfferPlaceFields({ form, metadata }: { form: OfferForm; metadata: Metadata }) {
  const { t } = useTranslation();
  const { control } = form;
  const deliveryType = form.watch('deliveryType');
  const deliveredEnabled = Boolean(metadata.features.platform.DELIVERED_PRODUCTS);
  const terminalOptions = terminalOptionsByRegion(metadata.regions);
  return (
    <>
      {deliveredEnabled && (
        <SegmentedField
          control={control}
          name="deliveryType"
          label={L.deliveryType}
          fallback="PICKUP"
          data={[
            { value: 'PICKUP', label: t('sellerOffers.form.pickup') },
            { value: 'DELIVERED', label: t('sellerOffers.form.delivered') },
          ]}
        />
      )}
      {deliveryType === 'DELIVERED' ? (
        <IdSelectField
          control={control}
          name="deliveryRegionId"
          label={L.deliveryRegionId}
          required
          options={metadata.regions.map((r) => ({ value: r.id, label: r.name }))}
        />
      ) : (
        <IdSelectField control={control} name="terminalId" label={L.terminalId} required options={terminalOptions} />
      )}
    </>
  );
}

/** A fixed price in the chosen unit (per 100 L at 15 °C or per litre, with that unit's decimals). */
export function FixedPriceFields({ form }: { form: OfferForm }) {
  const { t } = useTranslation();
  const { control } = form;
  const unit = form.watch('priceInputUnit');
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SegmentedField
        control={control}
        name="priceInputUnit"
        label={L.priceInputUnit}
        data={[
          { value: 'EUR_100L15', label: PRICE_INPUT_UNIT_LABELS.EUR_100L15 },
          { value: 'EUR_L', label: PRICE_INPUT_UNIT_LABELS.EUR_L },
        ]}
      />
      <NumberField
        key={unit}
        control={control}
        name="price"
        label={`${L.price} (${unit === 'EUR_L' ? t('sellerOffers.form.perLitre') : t('sellerOffers.form.per100l')})`}
        required
        decimals={PRICE_DECIMALS_BY_UNIT[unit ?? 'EUR_100L15']}
        signed={false}
      />
    </SimpleGrid>
  );
}

/** The collection period: a standard lifting period or custom dates. */
export function CollectionFields({ form, metadata }: { form: OfferForm; metadata: Metadata }) {
  const { t } = useTranslation();
  const { control } = form;
  const collectionType = form.watch('collectionType');
  return (
    <>
      <SegmentedField
        control={control}
        name="collectionType"
        label={L.collectionType}
        data={[
          { value: 'LIFTING_PERIOD', label: t('sellerOffers.form.standardPeriod') },
          { value: 'CUSTOM', label: t('sellerOffers.form.customPeriod') },
        ]}
      />
      {collectionType === 'CUSTOM' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DateField control={control} name="collectionStartDate" label={L.collectionStartDate} required />
          <DateField control={control} name="collectionEndDate" label={L.collectionEndDate} required />
        </SimpleGrid>
      ) : (
        <IdSelectField
          control={control}
          name="liftingPeriodId"
          label={L.liftingPeriodId}
          required
          options={metadata.liftingPeriods.map((p) => ({ value: p.id, label: p.label }))}
        />
      )}
    </>
  );
}
