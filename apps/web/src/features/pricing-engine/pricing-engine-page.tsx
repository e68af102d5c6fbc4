import { Alert, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { useEngineTranslation } from './use-engine-translation';
import type { PageLoaderArgs } from '../../lib/navigation/page-module';
import { ErrorAlert } from '../../ui/error-alert';
import { PageHeader } from '../../ui/page-header';
import { pricingRulesQuery, usePricingRules } from '../../lib/api/get-pricing-rules';
import { ApiAccessTab } from './components/api-access-tab';
import { BreakdownTab } from './components/breakdown-tab';
import { RuleTabContent } from './components/rule-tab-content';
import { useRuleTargets } from './components/use-rule-targets';
import type { RuleTabId } from './rules/rule-tabs';

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
  const { t } = useEngineTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabId = isTabId(requested) ? requested : 'exchange';
  const rules = usePricingRules();
  const targets = useRuleTargets();

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
            <RuleTabContent id={id} rules={rules} targets={targets} />
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
