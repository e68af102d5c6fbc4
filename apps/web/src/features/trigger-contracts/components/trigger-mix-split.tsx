import { Group, Stack, Switch, Text } from '@mantine/core';
import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PlaceTriggerRequest, TriggerContract, TriggerPriceHold } from '@fuel/domain/contracts/trigger-contracts';
import { formatDate } from '@fuel/domain/formats/date';
import type { Currency } from '@fuel/domain/formats/number';
import { cbmFromLitres, litresFromCbm } from '@fuel/domain/pricing/money';
import { e4FromPer100l } from '@fuel/domain/pricing/units';
import { mixParts, petrolMixSplit } from '@fuel/domain/trigger-contracts/trigger-rules';
import { useBrand } from '../../../brands/brand-context';
import { NumberField } from '../../../ui/form/number-field';
import { percentText } from '../petrol-mix-form';
import { TriggerMixPreviewTable } from './trigger-mix-preview-table';

// The petrol-mix part of "Neue Trigger-Order" (issue 24 part 5): the mix with its shares, flexibility and
// lifting start, the litres each product's order gets (the domain's split), and, when the buyer adjusts
// it, one quantity per product inside its band. The checkout holds these values in its own form.

/** The checkout form's mix values: adjusted or not, and the cbm typed per product. */
export type MixValues = { mixCustom: boolean; mixSplit: Array<{ productId: number; quantityCbm: number | null }> };

/** Start values: the agreed shares (nothing typed yet). */
export const mixDefaults = (contract: TriggerContract): MixValues => ({
  mixCustom: false,
  mixSplit: (contract.petrolMix?.split ?? []).map((p) => ({ productId: p.productId, quantityCbm: null })),
});

/** The request's mixSplit: only when the buyer adjusted the split of a mix contract; else the server splits by the agreed shares. */
export const mixSplitOf = (contract: TriggerContract, v: MixValues): PlaceTriggerRequest['mixSplit'] =>
  contract.petrolMix && v.mixCustom
    ? v.mixSplit.map((p) => ({ productId: p.productId, quantityCbm: p.quantityCbm ?? 0 }))
    : undefined;

/** Per product of the mix: its order's litres (the buyer's when adjusted and valid, else the agreed split), its band and held price. */
export function mixPreview(
  contract: TriggerContract,
  quantityCbm: number | null,
  v: MixValues,
  hold: TriggerPriceHold | null,
) {
  const mix = contract.petrolMix;
  if (!mix) return null;
  const litres = litresFromCbm(quantityCbm ?? 0);
  const chosen = v.mixCustom
    ? v.mixSplit.map((p) => ({ productId: p.productId, litres: litresFromCbm(p.quantityCbm ?? 0) }))
    : null;
  const parts = litres > 0 ? mixParts(litres, mix, chosen) : null;
  const rows = petrolMixSplit(litres, mix).map((band) => ({
    productId: band.productId,
    name: contract.mixProducts?.find((p) => p.id === band.productId)?.name ?? String(band.productId),
    percent: mix.split.find((p) => p.productId === band.productId)!.percent,
    litres: parts?.find((p) => p.productId === band.productId)?.litres ?? null,
    minLitres: band.minLitres,
    maxLitres: band.maxLitres,
    price: hold?.mixPrices?.find((p) => p.productId === band.productId)?.price ?? null,
  }));
  return { rows, valid: parts !== null };
}

/** A mix trigger's orders as billed (litres and held price per product), or null: no mix, or no valid split yet. */
export function mixLinesOf(
  contract: TriggerContract,
  quantityCbm: number | null,
  v: MixValues,
  hold: TriggerPriceHold,
): Array<{ litres: number; priceE4: number }> | null {
  const preview = mixPreview(contract, quantityCbm, v, hold);
  if (!preview?.valid) return null;
  return preview.rows.flatMap((r) =>
    r.litres !== null && r.price !== null ? [{ litres: r.litres, priceE4: e4FromPer100l(r.price) }] : [],
  );
}

type Props<V extends MixValues & { quantityCbm: number | null }> = {
  form: UseFormReturn<V>;
  contract: TriggerContract;
  hold: TriggerPriceHold | null;
  currency: Currency;
};

/** The mix inputs and the split preview; nothing for a contract without a mix. */
export function TriggerMixSplit<V extends MixValues & { quantityCbm: number | null }>({
  form,
  contract,
  hold,
  currency,
}: Props<V>) {
  const { t } = useTranslation();
  const brand = useBrand();
  // The generic form is read through the mix fields it is known to have.
  const control = form.control as unknown as Control<MixValues & { quantityCbm: number | null }>;
  const values = useWatch({ control }) as MixValues & { quantityCbm: number | null };
  const mix = contract.petrolMix;
  if (!mix) return null;
  const preview = mixPreview(
    contract,
    values.quantityCbm ?? null,
    { mixCustom: Boolean(values.mixCustom), mixSplit: values.mixSplit ?? [] },
    hold,
  )!;
  return (
    <Stack gap="xs" data-testid="trigger-mix">
      <Text size="sm" data-testid="trigger-mix-terms">
        {t('triggers.mix.terms', {
          flexibility: percentText(mix.flexibilityPercent, brand.id),
          start: formatDate(`${mix.liftingStart}T12:00:00Z`),
        })}
      </Text>
      <TriggerMixPreviewTable rows={preview.rows} currency={currency} />
      {mix.flexibilityPercent > 0 && (
        <Switch
          label={t('triggers.mix.adjust')}
          checked={Boolean(values.mixCustom)}
          onChange={(e) => {
            const on = e.currentTarget.checked;
            // Adjusting starts from the agreed split of the quantity typed so far.
            const agreed = mixPreview(contract, values.quantityCbm ?? null, { mixCustom: false, mixSplit: [] }, hold)!;
            const start = agreed.rows.map((r) => ({
              productId: r.productId,
              quantityCbm: r.litres === null ? null : cbmFromLitres(r.litres),
            }));
            const setValue = form.setValue as unknown as (name: string, value: unknown) => void;
            setValue('mixSplit', start);
            setValue('mixCustom', on);
          }}
          data-testid="trigger-mix-adjust"
        />
      )}
      {values.mixCustom && (
        <Group grow align="flex-start">
          {preview.rows.map((row, index) => (
            <NumberField
              key={row.productId}
              control={control}
              name={`mixSplit.${index}.quantityCbm`}
              label={`${row.name} (cbm)`}
              decimals={3}
              signed={false}
              data-testid={`trigger-mix-quantity-${index}`}
            />
          ))}
        </Group>
      )}
      {values.mixCustom && !preview.valid && (
        <Text size="sm" c="red" data-testid="trigger-mix-invalid">
          {t('triggers.mix.invalid')}
        </Text>
      )}
    </Stack>
  );
}
