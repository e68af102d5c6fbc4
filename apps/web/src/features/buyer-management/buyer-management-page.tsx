import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Relationship, RelationshipDecision } from '@fuel/domain/contracts/relationships';
import { formatDate } from '@fuel/domain/formats/date';
import { formatBadgeCount, formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../brands/brand-context';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { RelationshipStatusBadge } from '../../ui/relationship-status-badge';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { useBuyerRelationships } from '../../lib/api/get-buyer-relationships';
import { BuyerTermsDrawer } from './components/buyer-terms-drawer';
import { DecisionDialog } from './components/decision-dialog';
import { availableDecisions, BUYER_TABS, relationshipsOfTab, type BuyerTab } from './relationship-tabs';
import { CompanyName } from '../../ui/company-name';

const DECISION_LABEL = {
  ACCEPT: 'relationships.buyers.accept',
  DECLINE: 'relationships.buyers.decline',
  IN_REVIEW: 'relationships.buyers.review',
  DISABLE: 'relationships.buyers.disable',
} as const satisfies Record<RelationshipDecision, string>;
const DECISION_COLOR: Record<RelationshipDecision, string> = { ACCEPT: 'green', DECLINE: 'red', IN_REVIEW: 'yellow', DISABLE: 'red' };
const TAB_LABEL = { new: 'relationships.buyers.tabNew', active: 'relationships.buyers.tabActive', all: 'relationships.buyers.tabAll' } as const satisfies Record<BuyerTab, string>;
const TAB_EMPTY = { new: 'relationships.buyers.emptyNew', active: 'relationships.buyers.emptyActive', all: 'relationships.buyers.emptyAll' } as const satisfies Record<BuyerTab, string>;

/** Buyer management (/kaufer-management, sellers): requests, decisions and each buyer's terms. */
export default function BuyerManagementPage() {
  const { t } = useTranslation();
  const title = useCurrentPageTitle() ?? t('nav.buyerManagement');
  const relationships = useBuyerRelationships();
  const [tab, setTab] = useState<BuyerTab>('new');
  const [pending, setPending] = useState<{ relationship: Relationship; decision: RelationshipDecision } | null>(null);
  const [termsOf, setTermsOf] = useState<Relationship | null>(null);
  const list = relationships.data ?? [];
  const newCount = relationshipsOfTab(list, 'new').length;

  return (
    <>
      <PageHeader title={title} description={t('pages.buyerManagement.description')} />
      {relationships.isPending ? (
        <Skeleton h={240} />
      ) : relationships.isError ? (
        <ErrorAlert message={t('relationships.loadFailed')}>
          <Button mt="sm" size="xs" variant="light" onClick={() => void relationships.refetch()}>
            {t('relationships.retry')}
          </Button>
        </ErrorAlert>
      ) : (
        <Tabs value={tab} onChange={(v) => setTab((v as BuyerTab) ?? 'new')} keepMounted={false}>
          <Tabs.List mb="md">
            {BUYER_TABS.map((id) => (
              <Tabs.Tab
                key={id}
                value={id}
                data-testid={`buyers-tab-${id}`}
                rightSection={id === 'new' && newCount > 0 ? <Badge size="sm" circle={newCount < 10}>{formatBadgeCount(newCount)}</Badge> : undefined}
              >
                {t(TAB_LABEL[id])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {BUYER_TABS.map((id) => (
            <Tabs.Panel key={id} value={id}>
              <BuyerTable
                rows={relationshipsOfTab(list, id)}
                empty={t(TAB_EMPTY[id])}
                onDecide={(relationship, decision) => setPending({ relationship, decision })}
                onTerms={setTermsOf}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {pending && <DecisionDialog relationship={pending.relationship} decision={pending.decision} onClose={() => setPending(null)} />}
      {termsOf && <BuyerTermsDrawer relationshipId={termsOf.id} buyerName={termsOf.counterparty.name} onClose={() => setTermsOf(null)} />}
    </>
  );
}

function BuyerTable({
  rows,
  empty,
  onDecide,
  onTerms,
}: {
  rows: Relationship[];
  empty: string;
  onDecide: (r: Relationship, d: RelationshipDecision) => void;
  onTerms: (r: Relationship) => void;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  if (rows.length === 0) {
    return (
      <Text c="dimmed" size="sm" data-testid="buyers-empty">
        {empty}
      </Text>
    );
  }
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="buyers-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('relationships.buyer')}</Table.Th>
            <Table.Th>{t('relationships.statusLabel')}</Table.Th>
            <Table.Th>{t('relationships.message')}</Table.Th>
            <Table.Th>{t('relationships.updatedAt')}</Table.Th>
            <Table.Th ta="right">{t('relationships.creditFree')}</Table.Th>
            <Table.Th>{t('relationships.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="buyer-row" data-buyer={r.counterparty.name}>
              <Table.Td>
                <CompanyName name={r.counterparty.name} city={r.counterparty.city} />
              </Table.Td>
              <Table.Td>
                <RelationshipStatusBadge status={r.status} />
              </Table.Td>
              <Table.Td maw={280}>
                <Text size="sm" lineClamp={2}>
                  {r.message ?? '–'}
                </Text>
              </Table.Td>
              <Table.Td>{formatDate(r.updatedAt)}</Table.Td>
              <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {r.credit ? formatMoney(r.credit.free, { brand: brand.id, currency: r.currency }) : '–'}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {r.credit && (
                    <Button size="xs" variant="light" onClick={() => onTerms(r)} data-testid="buyer-terms">
                      {t('relationships.buyers.terms')}
                    </Button>
                  )}
                  {availableDecisions(r).map((d) => (
                    <Button key={d} size="xs" variant="light" color={DECISION_COLOR[d]} onClick={() => onDecide(r, d)} data-testid={`decision-${d}`}>
                      {t(DECISION_LABEL[d])}
                    </Button>
                  ))}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
