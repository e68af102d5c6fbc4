import { useMemo, useState, type ReactNode } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useEngineTranslation } from '../use-engine-translation';
import { isAdditiveRuleKind, PRICING_RULE_KIND_LABELS, type PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { useBrand } from '../../../brands/brand-context';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useDeletePricingRule } from '../api/delete-pricing-rule';
import type { RuleTab } from '../rules/rule-tabs';
import { ruleValueText } from '../rules/rule-text';
import { RuleFormDrawer } from './rule-form-drawer';
import { RuleTable } from './rule-table';
import type { RuleTargets } from './use-rule-targets';

type Props = {
  tab: RuleTab;
  rules: PricingRule[];
  targets: RuleTargets;
  /** What the tab's rules do, one or two sentences. */
  intro: string;
  emptyText: string;
  /** Shown below the table (the expiry state). */
  children?: ReactNode;
};

/** One rule tab: intro, "Neue Regel", the table (or its empty state), the drawer and the delete confirmation. */
export function RuleTabPanel({ tab, rules, targets, intro, emptyText, children }: Props) {
  const { t } = useEngineTranslation();
  const brand = useBrand();
  const [target, setTarget] = useState<null | 'new' | PricingRule>(null);
  const remove = useDeletePricingRule();
  const confirm = useConfirm();
  const shown = useMemo(
    () =>
      rules
        .filter(tab.includes)
        // Named groups together, then by kind, newest last.
        .sort(
          (a, b) =>
            (a.groupName ?? '').localeCompare(b.groupName ?? '', 'de') || a.kind.localeCompare(b.kind) || a.id - b.id,
        ),
    [rules, tab],
  );
  const showGroup = tab.kinds.some(isAdditiveRuleKind);

  const askDelete = (rule: PricingRule) =>
    confirm.ask({
      title: t('pricingEngine.deleteTitle'),
      message: t('pricingEngine.deleteText', {
        rule: `${PRICING_RULE_KIND_LABELS[rule.kind]} (${ruleValueText(rule, brand.id)})`,
      }),
      confirmLabel: t('pricingEngine.delete'),
      cancelLabel: t('pricingEngine.cancel'),
      danger: true,
      run: () => remove.mutateAsync(rule.id),
    });

  return (
    <Stack gap="md" data-testid={`rule-tab-${tab.id}`}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={720}>
          {intro}
        </Text>
        <Button
          leftSection={<IconPlus size={16} />}
          onClick={() => setTarget('new')}
          data-testid={`rule-new-${tab.id}`}
        >
          {t('pricingEngine.newRule')}
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="rule-empty">
          {emptyText}
        </Text>
      ) : (
        <RuleTable rules={shown} names={targets.names} showGroup={showGroup} onEdit={setTarget} onDelete={askDelete} />
      )}
      {children}
      <RuleFormDrawer tab={tab} target={target} targets={targets} onClose={() => setTarget(null)} />
      {confirm.dialog}
    </Stack>
  );
}
