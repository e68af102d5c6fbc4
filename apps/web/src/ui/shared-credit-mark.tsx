import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Credit } from '@fuel/domain/contracts/relationships';

/**
 * Under a credit figure in a list: the figure is a shareholder group's shared limit (decision 051),
 * with the accounts sharing it on hover. Nothing for a pair's own limit.
 */
export function SharedCreditMark({ credit }: { credit: Credit | null }) {
  const { t } = useTranslation();
  if (!credit?.sharedWith) return null;
  return (
    <Text
      size="xs"
      c="dimmed"
      title={t('relationships.creditSharedWith', { accounts: credit.sharedWith.map((a) => a.name).join(', ') })}
      data-testid="credit-shared-mark"
    >
      {t('relationships.creditShared')}
    </Text>
  );
}
