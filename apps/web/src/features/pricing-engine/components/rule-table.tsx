import { ActionIcon, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PRICING_RULE_KIND_LABELS, PRICING_RULE_SCOPE_LABELS, type PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { formatDate } from '@fuel/domain/formats/date';
import { useBrand } from '../../../brands/brand-context';
import { ruleTargetLines, ruleValueText, type TargetNames } from '../rules/rule-text';

type Props = {
  rules: PricingRule[];
  names: TargetNames;
  showGroup: boolean;
  onEdit: (rule: PricingRule) => void;
  onDelete: (rule: PricingRule) => void;
};

/** The rules of one tab: kind, value, scope, targets, group, last change, and edit/delete. */
export function RuleTable({ rules, names, showGroup, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const brand = useBrand();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="rule-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('pricingEngine.columns.kind')}</Table.Th>
            <Table.Th ta="right">{t('pricingEngine.columns.value')}</Table.Th>
            <Table.Th>{t('pricingEngine.columns.scope')}</Table.Th>
            <Table.Th>{t('pricingEngine.columns.targets')}</Table.Th>
            {showGroup && <Table.Th>{t('pricingEngine.columns.group')}</Table.Th>}
            <Table.Th>{t('pricingEngine.columns.updated')}</Table.Th>
            <Table.Th aria-label={t('pricingEngine.columns.actions')} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rules.map((rule) => {
            const lines = ruleTargetLines(rule, names);
            const label = `${PRICING_RULE_KIND_LABELS[rule.kind]} ${ruleValueText(rule, brand.id)}`;
            return (
              <Table.Tr key={rule.id} data-testid={`rule-row-${rule.id}`}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {PRICING_RULE_KIND_LABELS[rule.kind]}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">
                  <Text size="sm" ff="monospace">
                    {ruleValueText(rule, brand.id)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge variant="light" color="gray" size="sm">
                    {PRICING_RULE_SCOPE_LABELS[rule.scope]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  {lines.length === 0 ? (
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
                  )}
                </Table.Td>
                {showGroup && <Table.Td>{rule.groupName ?? <Text span size="sm" c="dimmed">{t('pricingEngine.defaultGroup')}</Text>}</Table.Td>}
                <Table.Td>
                  <Text size="sm">{formatDate(rule.updatedAt)}</Text>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Tooltip label={t('pricingEngine.edit')}>
                      <ActionIcon variant="subtle" aria-label={`${t('pricingEngine.edit')}: ${label}`} onClick={() => onEdit(rule)} data-testid={`rule-edit-${rule.id}`}>
                        <IconPencil size={16} />
                      </ActionIcon>
                    </Tooltip>
                    <Tooltip label={t('pricingEngine.delete')}>
                      <ActionIcon variant="subtle" color="red" aria-label={`${t('pricingEngine.delete')}: ${label}`} onClick={() => onDelete(rule)} data-testid={`rule-delete-${rule.id}`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
