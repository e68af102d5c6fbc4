import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@fuel/domain/contracts/relationships';
import { formatMoney, type Currency } from '@fuel/domain/formats/number';
import { creditStanding } from '@fuel/domain/trading/credit';
import { useBrand } from '../../../brands/brand-context';

const STANDING_NOTE = {
  NO_CREDIT_LINE: 'relationships.creditNoLine',
  EXHAUSTED: 'relationships.creditExhausted',
  AVAILABLE: null,
} as const;

/**
 * Limit, used and free credit of one buyer, in the brand's money format. Without a limit there is no
 * credit line (domain rule creditStanding): the limit reads "Nicht festgelegt" and a note says why
 * nothing is available, so the figures never contradict each other. A shareholder group's shared
 * limit (decision 051) says so and names the accounts sharing it.
 */
export function CreditSummary({ credit, currency }: { credit: Credit; currency: Currency }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const money = (v: number) => formatMoney(v, { brand: brand.id, currency });
  const standing = creditStanding(credit);
  const note = STANDING_NOTE[standing];
  const rows: Array<[string, string, string]> = [
    [
      t('relationships.creditLimit'),
      credit.limit === null ? t('relationships.noLimit') : money(credit.limit),
      'credit-limit',
    ],
    [t('relationships.creditUsed'), money(credit.used), 'credit-used'],
    [t('relationships.creditFree'), money(credit.free), 'credit-free'],
  ];
  return (
    <Stack gap={4} data-testid="credit-summary" data-standing={standing}>
      {rows.map(([label, value, testId]) => (
        <Group key={testId} justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }} data-testid={testId}>
            {value}
          </Text>
        </Group>
      ))}
      {credit.sharedWith && (
        <Text size="sm" data-testid="credit-shared">
          {t('relationships.creditSharedWith', { accounts: credit.sharedWith.map((a) => a.name).join(', ') })}.{' '}
          {t('relationships.creditSharedNote')}
        </Text>
      )}
      {note && (
        <Text size="sm" c="dimmed" data-testid="credit-note">
          {t(note)}
        </Text>
      )}
    </Stack>
  );
}
