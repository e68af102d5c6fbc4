import { Stack, Text } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import type { PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { ruleTargetLines, type TargetNames } from '../rules/rule-text';

/** What a rule applies to, one line per target kind, or "all" without targets. */
export function RuleTargetsCell({ rule, names }: { rule: PricingRule; names: TargetNames }) {
  const { t } = useEngineTranslation();
  const lines = ruleTargetLines(rule, names);
  return lines.length === 0 ? (
    <Text size="sm" c="dimmed">
      {t('pricingEngine.allTargets')}
    </Text>
  ) : (
    <Stack gap={0}>
      {lines.map((line) => (
        <Text size="xs" key={line.label}>
          <Text span size="xs" c="dimmed">{`${t(`pricingEngine.targets.${line.label}`)}: `}</Text>
          {line.names.join(', ')}
        </Text>
      ))}
    </Stack>
  );
}
