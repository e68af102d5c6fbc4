import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@fuel/domain/contracts/relationships';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';

/** Limit, used and free credit of one buyer, in the brand's money format. */
export function CreditSummary({ credit, currency }: { credit: Credit; currency: Currency }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency });
  const rows: Array<[string, string, string]> = [
    [t('relationships.creditLimit'), credit.limit === null ? t('relationships.noLimit') : money(credit.limit), 'credit-limit'],
    [t('relationships.creditUsed'), money(credit.used), 'credit-used'],
    [t('relationships.creditFree'), money(credit.free), 'credit-free'],
  ];
  return (
    <Stack gap={4} data-testid="credit-summary">
      {rows.map(([label, value, testId]) => (
        <Group key={testId} justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
