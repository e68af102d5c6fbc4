import { Table, Text } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import {
  PRICING_RULE_KIND_LABELS,
  PRICING_RULE_SCOPE_LABELS,
  type PriceBreakdown,
} from '@fuel/domain/contracts/pricing-engine';
import { useDecimalFormat } from './use-decimal-format';

/** Every step of the price, in order, with its value, unit and the rule behind it. */
export function BreakdownStepsTable({ data }: { data: PriceBreakdown }) {
  const { t } = useEngineTranslation();
  const n = useDecimalFormat();
  const ruleOf = (id: number | null) => (id === null ? undefined : data.appliedRules.find((r) => r.id === id));
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped verticalSpacing="xs" data-testid="breakdown-steps">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('pricingEngine.breakdown.step')}</Table.Th>
            <Table.Th ta="right">{t('pricingEngine.breakdown.value')}</Table.Th>
            <Table.Th>{t('pricingEngine.breakdown.unit')}</Table.Th>
            <Table.Th>{t('pricingEngine.breakdown.rule')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.result.steps.map((step, i) => {
            const rule = ruleOf(step.ruleId);
            return (
              <Table.Tr key={i} data-testid="breakdown-step">
                <Table.Td>{i + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm">{step.label}</Text>
                  {step.detail && (
                    <Text size="xs" c="dimmed">
                      {step.detail}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {n(step.value, 4)}
                </Table.Td>
                <Table.Td>{step.unit}</Table.Td>
                <Table.Td>
                  {rule ? (
                    <Text size="sm">{`${PRICING_RULE_KIND_LABELS[rule.kind]} · ${PRICING_RULE_SCOPE_LABELS[rule.scope]}${rule.groupName ? ` · ${rule.groupName}` : ''} (#${rule.id})`}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {step.ruleId === null ? t('pricingEngine.breakdown.noRule') : `#${step.ruleId}`}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
