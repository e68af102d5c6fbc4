import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { NumberField } from '../../../ui/form/number-field';
import { useAppForm } from '../../../ui/form/use-app-form';

const LITRES_PER_CBM = 1000;
/** Volumes are cbm with up to three decimals, i.e. whole litres (DOMAIN.md). */
const VOLUME_DECIMALS = 3;

const schema = z.object({ volume: z.number().nonnegative().nullable() });

/** Converts cbm to litres in the brand's number format, the reusable number field at work. */
export function VolumeCalculatorCard() {
  const { t } = useTranslation();
  const brand = useBrand();
  const form = useAppForm(schema, { volume: null });
  const volume = form.watch('volume');
  // A refused text (NaN) shows no litres; the field says why.
  const litres =
    volume === null || Number.isFinite(volume)
      ? formatNumber(Math.round((volume ?? 0) * LITRES_PER_CBM), { brand: brand.id, decimals: 0 })
      : '–';
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Title order={2} size="h4" mb={4}>
        {t('dashboard.calculator')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('dashboard.calculatorHint')}
      </Text>
      <Stack gap="sm">
        <NumberField
          control={form.control}
          name="volume"
          label={t('dashboard.volume')}
          decimals={VOLUME_DECIMALS}
          signed={false}
          unit="cbm"
          placeholder={formatNumber(0, { brand: brand.id, decimals: VOLUME_DECIMALS })}
          data-testid="volume-calculator-input"
        />
        <Text
          size="lg"
          fw={600}
          style={{ fontVariantNumeric: 'tabular-nums' }}
          data-testid="volume-calculator-result"
          aria-live="polite"
        >
          {t('dashboard.litres', { value: litres })}
        </Text>
      </Stack>
    </Card>
  );
}
