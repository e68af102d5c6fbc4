import { useState } from 'react';
import { Button, Skeleton, Table, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@fuel/domain/formats/date';
import { formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../brands/brand-context';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { RelationshipStatusBadge } from '../../ui/relationship-status-badge';
import { useSellerRelationships } from '../../lib/api/get-seller-relationships';
import { RequestSellerDialog } from './components/request-seller-dialog';
import { CompanyName } from '../../ui/company-name';

/** Seller management (/verkaufer-management, buyers): connected sellers with status and credit, and new requests. */
export default function SellerManagementPage() {
  const { t } = useTranslation();
  const brand = useBrand();
  const title = useCurrentPageTitle() ?? t('nav.sellerManagement');
  const relationships = useSellerRelationships();
  const [requesting, setRequesting] = useState(false);
  const money = (value: number, currency: 'EUR' | 'CHF') => formatMoney(value, { brand: brand.id, currency });

  return (
    <>
      <PageHeader
        title={title}
        description={t('pages.sellerManagement.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setRequesting(true)} data-testid="request-seller-button">
            {t('relationships.sellers.request')}
          </Button>
        }
      />
      {relationships.isPending ? (
        <Skeleton h={240} />
      ) : relationships.isError ? (
        <ErrorAlert message={t('relationships.loadFailed')}>
          <Button mt="sm" size="xs" variant="light" onClick={() => void relationships.refetch()}>
            {t('relationships.retry')}
          </Button>
        </ErrorAlert>
      ) : relationships.data.length === 0 ? (
        <Text c="dimmed" size="sm" data-testid="sellers-empty">
          {t('relationships.sellers.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="sellers-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('relationships.seller')}</Table.Th>
                <Table.Th>{t('relationships.statusLabel')}</Table.Th>
                <Table.Th ta="right">{t('relationships.creditLimit')}</Table.Th>
                <Table.Th ta="right">{t('relationships.creditUsed')}</Table.Th>
                <Table.Th ta="right">{t('relationships.creditFree')}</Table.Th>
                <Table.Th>{t('relationships.message')}</Table.Th>
                <Table.Th>{t('relationships.updatedAt')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {relationships.data.map((r) => (
                <Table.Tr key={r.id} data-testid="seller-row" data-seller={r.counterparty.name}>
                  <Table.Td>
                    <CompanyName name={r.counterparty.name} city={r.counterparty.city} />
                  </Table.Td>
                  <Table.Td>
                    <RelationshipStatusBadge status={r.other.status} />
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="seller-credit-limit">
                    {r.credit ? (r.credit.limit === null ? t('relationships.noLimit') : money(r.credit.limit, r.currency)) : '–'}
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="seller-credit-used">
                    {r.credit ? money(r.credit.used, r.currency) : '–'}
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }} data-testid="seller-credit-free">
                    {r.credit ? money(r.credit.free, r.currency) : '–'}
                  </Table.Td>
                  <Table.Td maw={280}>
                    <Text size="sm" lineClamp={2}>
                      {r.message ?? '–'}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatDate(r.updatedAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {requesting && <RequestSellerDialog onClose={() => setRequesting(false)} />}
    </>
  );
}
