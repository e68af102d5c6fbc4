import { useState } from 'react';
import { Button, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconFileUpload } from '@tabler/icons-react';
import type { Relationship, RelationshipDecision } from '@fuel/domain/contracts/relationships';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { useBuyerRelationships } from '../../lib/api/get-buyer-relationships';
import { BuyerTermsDrawer } from './components/buyer-terms-drawer';
import { AcceptDialog } from './components/accept-dialog';
import { DecisionDialog } from './components/decision-dialog';
import type { BuyerTab } from './relationship-tabs';
import { BuyerTabs } from './components/buyer-tabs';

/** Buyer management (/kaufer-management, sellers): requests, decisions and each buyer's terms. */
export default function BuyerManagementPage() {
  const { t } = useTranslation();
  const title = useCurrentPageTitle() ?? t('nav.buyerManagement');
  const relationships = useBuyerRelationships();
  const [tab, setTab] = useState<BuyerTab>('new');
  const [pending, setPending] = useState<{ relationship: Relationship; decision: RelationshipDecision } | null>(null);
  const [termsOf, setTermsOf] = useState<Relationship | null>(null);
  const list = relationships.data ?? [];

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
        <BuyerTabs
          relationships={list}
          tab={tab}
          onTab={setTab}
          onDecide={(relationship, decision) => setPending({ relationship, decision })}
          onTerms={setTermsOf}
        />
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
