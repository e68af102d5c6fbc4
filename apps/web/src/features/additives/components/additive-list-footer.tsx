import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdditiveOfferListResponse } from '@fuel/domain/contracts/additives';

/** "12 Angebote" and, beyond one page of 1000, the pages. */
export function AdditiveListFooter({
  metadata,
  onPage,
}: {
  metadata: AdditiveOfferListResponse['metadata'];
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="additive-offers-total">
        {t('additives.offerCount', { count: metadata.total })}
      </Text>
      {metadata.pageCount > 1 && (
        <Pagination
          total={metadata.pageCount}
          value={metadata.pageNumber}
          onChange={onPage}
          data-testid="additive-offers-pagination"
        />
      )}
    </Group>
  );
}
