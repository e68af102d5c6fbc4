import { Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MarketOffer } from '@fuel/domain/contracts/market';
import { groupByProduct } from '../group-offers';
import { MarketRow } from './market-row';

/** The offers grouped by product (category order), best price first inside each product. */
/** childAccountId: the child account a parent orders for (null = its own account). */
export function MarketTable({ offers, childAccountId = null }: { offers: MarketOffer[]; childAccountId?: number | null }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      {groupByProduct(offers).map((group) => (
        <Stack key={group.product.id} gap="xs" data-testid={`market-group-${group.product.id}`}>
          <Title order={2} size="h4">
            {group.product.name}
          </Title>
          <Table.ScrollContainer minWidth={960}>
            <Table striped highlightOnHover verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('marketplace.columns.seller')}</Table.Th>
                  <Table.Th>{t('marketplace.columns.place')}</Table.Th>
                  <Table.Th ta="right">{t('marketplace.columns.price')}</Table.Th>
                  <Table.Th ta="right">{t('marketplace.columns.remaining')}</Table.Th>
                  <Table.Th>{t('marketplace.columns.collection')}</Table.Th>
                  <Table.Th>{t('marketplace.columns.quantity')}</Table.Th>
                  <Table.Th aria-label={t('marketplace.columns.order')} />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {group.offers.map((offer) => (
                  <MarketRow key={offer.id} offer={offer} childAccountId={childAccountId} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ))}
    </Stack>
  );
}
