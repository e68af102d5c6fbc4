import { Alert, Button, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PricingRule, PricingRuleOf } from '@fuel/domain/contracts/pricing-engine';
import { isApiError } from '../../lib/api-client';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { pricingRulesQuery, usePricingRules } from '../../lib/api/get-pricing-rules';
import { ApiAccessTab } from './components/api-access-tab';
import { BreakdownTab } from './components/breakdown-tab';
import { ExpiryState } from './components/expiry-state';
import { RuleTabPanel } from './components/rule-tab-panel';
import { useRuleTargets } from './components/use-rule-targets';
import { RULE_TABS, type RuleTabId } from './rules/rule-tabs';

const TAB_IDS = [
  'exchange',
  'minPrice',
  'density',
  'productTerminal',
  'customer',
  'expiry',
  'api',
  'breakdown',
] as const;
type TabId = (typeof TAB_IDS)[number];
const isTabId = (value: string | null): value is TabId => (TAB_IDS as readonly (string | null)[]).includes(value);
const RULE_TAB_IDS: readonly RuleTabId[] = ['exchange', 'minPrice', 'density', 'productTerminal', 'customer', 'expiry'];

/** The rules load while the page's code loads. */
export async function loader({ queryClient }: PageLoaderArgs) {
  await queryClient.prefetchQuery(pricingRulesQuery());
  return null;
}

/** /preis-engine (sellers): the rules that turn the exchange price into each customer's live price. */
export default function PricingEnginePage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTabId(requested) ? requested : 'exchange';
  const rules = usePricingRules();
  const targets = useRuleTargets();

  const ruleTab = (id: RuleTabId) => {
    if (rules.isPending || targets.isPending) return <Skeleton h={240} radius="md" />;
    if (rules.isError || targets.isError) {
      const error = rules.error ?? null;
      return (
        <ErrorAlert
          title={t('pricingEngine.loadFailed')}
          message={isApiError(error) ? error.message : t('pricingEngine.loadFailedHint')}
        >
          <Button mt="sm" size="xs" variant="light" onClick={() => void rules.refetch()}>
            {t('pricingEngine.retry')}
          </Button>
        </ErrorAlert>
      );
    }
    const all: PricingRule[] = rules.data.rules;
    return (
      <RuleTabPanel
        tab={RULE_TABS[id]}
        rules={all}
        targets={targets}
        intro={t(`pricingEngine.intro.${id}`)}
        emptyText={t(`pricingEngine.empty.${id}`)}
      >
        {id === 'expiry' && (
          <ExpiryState
            rules={all.filter((r): r is PricingRuleOf<'ICE_EXPIRY'> => r.kind === 'ICE_EXPIRY')}
            liveOffers={targets.liveOffers}
          />
        )}
      </RuleTabPanel>
    );
  };

  return (
    <Stack gap="md">
      <PageHeader title={t('pages.pricingEngine.title')} description={t('pages.pricingEngine.description')} />
      <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />} data-testid="precedence-help">
        {t('pricingEngine.precedence')}
      </Alert>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!isTabId(value)) return;
          setParams(
            (p) => {
              p.set('tab', value);
              return p;
            },
            { replace: true },
          );
        }}
        keepMounted={false}
      >
        <Tabs.List>
          {TAB_IDS.map((id) => (
            <Tabs.Tab key={id} value={id} data-testid={`pricing-tab-${id}`}>
              {t(`pricingEngine.tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {RULE_TAB_IDS.map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            {ruleTab(id)}
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="api" pt="md">
          <ApiAccessTab />
        </Tabs.Panel>
        <Tabs.Panel value="breakdown" pt="md">
          {targets.isPending ? (
            <Skeleton h={240} radius="md" />
          ) : targets.isError ? (
            <ErrorAlert message={t('pricingEngine.loadFailedHint')} />
          ) : (
            <BreakdownTab targets={targets} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
