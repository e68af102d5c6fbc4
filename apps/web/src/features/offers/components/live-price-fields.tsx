import { Stack } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { OfferFormValues, OfferInput } from '@fuel/domain/contracts/offers';
import type { Currency } from '@fuel/domain/formats/number';
import { LivePriceConversionFields } from './live-price-conversion-fields';
import { LivePriceMonthFields } from './live-price-month-fields';
import { LivePricePreview } from './live-price-preview';
import { MinPriceFields } from './min-price-fields';

type Props = { form: UseFormReturn<OfferFormValues, unknown, OfferInput>; currency: Currency; offerId: number };

/** The live-price fields (spec section 3 "Offer (seller-created)"): future month, FX, surcharge, density, minimum price. */
export function LivePriceFields({ form, currency, offerId }: Props) {
  return (
    <Stack gap="md" data-testid="offer-live-fields">
      <LivePriceMonthFields form={form} />
      <LivePriceConversionFields form={form} />
      <MinPriceFields form={form} />
      <LivePricePreview form={form} currency={currency} offerId={offerId} />
    </Stack>
  );
}
