import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = { total: number; pageCount: number; page: number; onPage: (page: number) => void };

/** How many offers there are, and the pages when there is more than one. */
export function OffersFooter({ total, pageCount, page, onPage }: Props) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Text size="sm" c="dimmed" data-testid="offers-total">
        {t('sellerOffers.count', { count: total })}
      </Text>
      {pageCount > 1 && (
        <Pagination
          total={pageCount}
          value={page}
          onChange={onPage}
          getControlProps={(control) => ({ 'aria-label': t(`sellerOffers.pagination.${control}`) })}
          getItemProps={(item) => ({ 'aria-label': t('sellerOffers.pagination.page', { page: item }) })}
          data-testid="offers-pagination"
        />
      )}
    </Group>
  );
}
