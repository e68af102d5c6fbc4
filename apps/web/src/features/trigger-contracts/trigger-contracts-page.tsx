import { useState } from 'react';
import { Select, Skeleton, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currencyOf } from '@fuel/domain/brands/currency';
import { monthOf } from '@fuel/domain/trigger-contracts/trigger-rules';
import { isApiError } from '../../lib/api-client';
import { useMetadata } from '../../lib/api/get-metadata';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { useTriggerContracts } from './api/get-trigger-contracts';
import { BuyerContracts } from './components/buyer-contracts';
import { SellerContracts } from './components/seller-contracts';
import { TriggerHistory } from './components/trigger-history';
import { monthChoices } from './trigger-view';

/**
 * /verträge-management: trigger contracts (flag TRIGGERS). Sellers manage the month's contracts in
 * the "Trigger" tab; buyers trigger at the live price. Both see the month's trigger history.
 */
export default function TriggerContractsPage() {
  const { t } = useTranslation();
  const session = useGuardSession();
  const metadata = useMetadata();
  const current = monthOf(new Date());
  const [month, setMonth] = useState(current);
  const contracts = useTriggerContracts(month);
  const side = session?.accountType === 'seller' ? 'seller' : 'buyer';
  const currency = currencyOf(metadata.data?.features.platform ?? {});

  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.contracts.title')}
        description={t('triggers.monthRule')}
        actions={
          <Select
            label={t('triggers.month')}
            data={monthChoices(current)}
            value={month}
            onChange={(v) => v && setMonth(v)}
            allowDeselect={false}
            w={140}
            data-testid="trigger-month-picker"
          />
        }
      />
      <Tabs defaultValue="trigger" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="trigger" data-testid="tab-trigger">
            {t('triggers.tabTrigger')}
          </Tabs.Tab>
          <Tabs.Tab value="history" data-testid="tab-trigger-history">
            {t('triggers.tabHistory')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="trigger" pt="md">
          {contracts.isPending && <Skeleton h={240} radius="md" />}
          {contracts.isError && (
            <ErrorAlert
              title={t('triggers.loadFailed')}
              message={isApiError(contracts.error) ? contracts.error.message : t('app.unexpectedError')}
            />
          )}
          {contracts.isSuccess &&
            (side === 'seller' ? (
              metadata.data && (
                <SellerContracts contracts={contracts.data.contracts} month={month} metadata={metadata.data} />
              )
            ) : (
              <BuyerContracts contracts={contracts.data.contracts} currency={currency} />
            ))}
        </Tabs.Panel>
        <Tabs.Panel value="history" pt="md">
          <TriggerHistory month={month} side={side} currency={currency} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
