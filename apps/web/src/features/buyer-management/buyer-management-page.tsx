import { useState } from 'react';
import { Badge, Button, Group, Skeleton, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconFileUpload } from '@tabler/icons-react';
import type { Relationship, RelationshipDecision } from '@fuel/domain/contracts/relationships';
import { formatBadgeCount, formatMoney } from '@fuel/domain/formats/number';
import { useBrand } from '../../brands/brand-context';
import { DataTable, type DataColumn } from '../../ui/data-table/data-table';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { RelationshipStatusBadge } from '../../ui/relationship-status-badge';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { useBuyerRelationships } from '../../lib/api/get-buyer-relationships';
import { BuyerTermsDrawer } from './components/buyer-terms-drawer';
import { AcceptDialog } from './components/accept-dialog';
import { DecisionDialog } from './components/decision-dialog';
import { availableDecisions, BUYER_TABS, relationshipsOfTab, type BuyerTab } from './relationship-tabs';
import { amountCell, relationshipColumns } from '../../ui/relationship-columns';
import { SharedCreditMark } from '../../ui/shared-credit-mark';

const DECISION_LABEL = {
  ACCEPT: 'relationships.buyers.accept',
  DECLINE: 'relationships.buyers.decline',
  IN_REVIEW: 'relationships.buyers.review',
  DISABLE: 'relationships.buyers.disable',
} as const satisfies Record<RelationshipDecision, string>;
const DECISION_COLOR: Record<RelationshipDecision, string> = {
  ACCEPT: 'green',
  DECLINE: 'red',
  IN_REVIEW: 'yellow',
  DISABLE: 'red',
};
const TAB_LABEL = {
  new: 'relationships.buyers.tabNew',
  active: 'relationships.buyers.tabActive',
  all: 'relationships.buyers.tabAll',
} as const satisfies Record<BuyerTab, string>;
const TAB_EMPTY = {
  new: 'relationships.buyers.emptyNew',
  active: 'relationships.buyers.emptyActive',
  all: 'relationships.buyers.emptyAll',
} as const satisfies Record<BuyerTab, string>;

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
      <PageHeader
        title={title}
        description={t('pages.buyerManagement.description')}
        actions={
          <Button
            component={Link}
            to="/kaufer-management/csv-upload"
            variant="default"
            leftSection={<IconFileUpload size={16} />}
            data-testid="credit-limits-csv-upload"
          >
            {t('csvUploads.open')}
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
      ) : (
        <Tabs value={tab} onChange={(v) => setTab((v as BuyerTab) ?? 'new')} keepMounted={false}>
          <Tabs.List mb="md">
            {BUYER_TABS.map((id) => (
              <Tabs.Tab
                key={id}
                value={id}
                data-testid={`buyers-tab-${id}`}
                rightSection={
                  id === 'new' && newCount > 0 ? (
                    <Badge size="sm" circle={newCount < 10}>
                      {formatBadgeCount(newCount)}
                    </Badge>
                  ) : undefined
                }
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
      {pending?.decision === 'ACCEPT' && (
        <AcceptDialog relationship={pending.relationship} onClose={() => setPending(null)} />
      )}
      {pending && pending.decision !== 'ACCEPT' && (
        <DecisionDialog
          relationship={pending.relationship}
          decision={pending.decision}
          onClose={() => setPending(null)}
        />
      )}
      {termsOf && (
        <BuyerTermsDrawer
          relationshipId={termsOf.id}
          buyerName={termsOf.counterparty.name}
          onClose={() => setTermsOf(null)}
        />
      )}
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
  const shared = relationshipColumns(t, t('relationships.buyer'));
  const columns: DataColumn<Relationship>[] = [
    shared.counterparty,
    {
      id: 'status',
      header: t('relationships.statusLabel'),
      sortValue: (r) => r.status,
      cell: (r) => <RelationshipStatusBadge status={r.status} />,
    },
    shared.message,
    shared.updatedAt,
    {
      id: 'creditFree',
      header: t('relationships.creditFree'),
      ...amountCell,
      sortValue: (r) => r.credit?.free ?? null,
      cell: (r) => (
        <>
          {r.credit ? formatMoney(r.credit.free, { brand: brand.id, currency: r.currency }) : '–'}
          <SharedCreditMark credit={r.credit} />
        </>
      ),
    },
    {
      id: 'actions',
      header: t('relationships.actions'),
      cell: (r) => (
        <Group gap="xs" wrap="nowrap">
          {r.credit && (
            <Button size="xs" variant="light" onClick={() => onTerms(r)} data-testid="buyer-terms">
              {t('relationships.buyers.terms')}
            </Button>
          )}
          {availableDecisions(r).map((d) => (
            <Button
              key={d}
              size="xs"
              variant="light"
              color={DECISION_COLOR[d]}
              onClick={() => onDecide(r, d)}
              data-testid={`decision-${d}`}
            >
              {t(DECISION_LABEL[d])}
            </Button>
          ))}
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      getRowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-testid': 'buyer-row', 'data-buyer': r.counterparty.name })}
      minWidth={760}
      verticalSpacing="sm"
      testId="buyers-table"
    />
  );
}
