import { Button, Skeleton } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import type { PricingRule, PricingRuleOf } from '@fuel/domain/contracts/pricing-engine';
import { isApiError } from '../../../lib/api-client';
import { usePricingRules } from '../../../lib/api/get-pricing-rules';
import { ErrorAlert } from '../../../ui/error-alert';
import { RULE_TABS, type RuleTabId } from '../rules/rule-tabs';
import { ExpiryState } from './expiry-state';
import { RuleTabPanel } from './rule-tab-panel';
import type { RuleTargets } from './use-rule-targets';

/** One rule tab: loading, the load error with retry, or the tab's rules (the expiry tab with its state). */
export function RuleTabContent({
  id,
  rules,
  targets,
}: {
  id: RuleTabId;
  rules: ReturnType<typeof usePricingRules>;
  targets: RuleTargets;
}) {
  const { t } = useEngineTranslation();
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
}
