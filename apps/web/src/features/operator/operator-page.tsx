import { useState } from 'react';
import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorAccount } from '@fuel/domain/contracts/operator';
import { useCurrentPageTitle } from '../../lib/navigation/use-current-route';
import { PageHeader } from '../../ui/page-header';
import { AccountsTab } from './components/accounts-tab';
import { AuditTab } from './components/audit-tab';
import { PriceFeedTab } from './components/price-feed-tab';
import { RemovalRequestsTab } from './components/removal-requests-tab';
import { UsersTab } from './components/users-tab';

/** Betreiber-Konsole (/betreiber, role Platform_Operator): companies, users, removal requests, audit log, price feed. */
export default function OperatorPage() {
  const { t } = useTranslation();
  const title = useCurrentPageTitle() ?? t('nav.operator');
  const [tab, setTab] = useState<string | null>('accounts');
  const [account, setAccount] = useState<OperatorAccount | null>(null);
  return (
    <>
      <PageHeader title={title} description={t('pages.operator.description')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="accounts" data-testid="operator-tab-accounts">
            {t('operator.tabs.accounts')}
          </Tabs.Tab>
          <Tabs.Tab value="users" data-testid="operator-tab-users">
            {t('operator.tabs.users')}
          </Tabs.Tab>
          <Tabs.Tab value="removal" data-testid="operator-tab-removal">
            {t('operator.tabs.removal')}
          </Tabs.Tab>
          <Tabs.Tab value="audit" data-testid="operator-tab-audit">
            {t('operator.tabs.audit')}
          </Tabs.Tab>
          <Tabs.Tab value="price-feed" data-testid="operator-tab-price-feed">
            {t('operator.priceFeed.tab')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="accounts">
          <AccountsTab
            onShowUsers={(a) => {
              setAccount(a);
              setTab('users');
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="users">
          <UsersTab account={account} />
        </Tabs.Panel>
        <Tabs.Panel value="removal">
          <RemovalRequestsTab />
        </Tabs.Panel>
        <Tabs.Panel value="audit">
          <AuditTab />
        </Tabs.Panel>
        <Tabs.Panel value="price-feed">
          <PriceFeedTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
