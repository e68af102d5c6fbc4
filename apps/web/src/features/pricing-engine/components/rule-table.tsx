import { Badge, Text } from '@mantine/core';
import { useEngineTranslation } from '../use-engine-translation';
import {
  PRICING_RULE_KIND_LABELS,
  PRICING_RULE_SCOPE_LABELS,
  type PricingRule,
} from '@fuel/domain/contracts/pricing-engine';
import { formatDate } from '@fuel/domain/formats/date';
import { useBrand } from '../../../brands/brand-context';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ruleValueText, type TargetNames } from '../rules/rule-text';
import { RuleRowActions } from './rule-row-actions';
import { RuleTargetsCell } from './rule-targets-cell';

type Props = {
  rules: PricingRule[];
  names: TargetNames;
  showGroup: boolean;
  onEdit: (rule: PricingRule) => void;
  onDelete: (rule: PricingRule) => void;
};

/** The rules of one tab: kind, value, scope, targets, group, last change, and edit/delete. */
export function RuleTable({ rules, names, showGroup, onEdit, onDelete }: Props) {
  const { t } = useEngineTranslation();
  const brand = useBrand();
  const columns: DataColumn<PricingRule>[] = [
    {
      id: 'kind',
      header: t('pricingEngine.columns.kind'),
      sortValue: (r) => PRICING_RULE_KIND_LABELS[r.kind],
      cell: (rule) => (
        <Text size="sm" fw={500}>
          {PRICING_RULE_KIND_LABELS[rule.kind]}
        </Text>
      ),
    },
    {
      id: 'value',
      header: t('pricingEngine.columns.value'),
      align: 'right',
      cell: (rule) => (
        <Text size="sm" ff="monospace">
          {ruleValueText(rule, brand.id)}
        </Text>
      ),
    },
    {
      id: 'scope',
      header: t('pricingEngine.columns.scope'),
      sortValue: (r) => PRICING_RULE_SCOPE_LABELS[r.scope],
      cell: (rule) => (
        <Badge variant="light" color="gray" size="sm">
          {PRICING_RULE_SCOPE_LABELS[rule.scope]}
        </Badge>
      ),
    },
    {
      id: 'targets',
      header: t('pricingEngine.columns.targets'),
      cell: (rule) => <RuleTargetsCell rule={rule} names={names} />,
    },
    ...(showGroup
      ? [
          {
            id: 'group',
            header: t('pricingEngine.columns.group'),
            sortValue: (r: PricingRule) => r.groupName,
            cell: (rule: PricingRule) =>
              rule.groupName ?? (
                <Text span size="sm" c="dimmed">
                  {t('pricingEngine.defaultGroup')}
                </Text>
              ),
          },
        ]
      : []),
    {
      id: 'updated',
      header: t('pricingEngine.columns.updated'),
      sortValue: (r) => r.updatedAt,
      cell: (rule) => <Text size="sm">{formatDate(rule.updatedAt)}</Text>,
    },
    {
      id: 'actions',
      header: null,
      thProps: { 'aria-label': t('pricingEngine.columns.actions') },
      cell: (rule) => <RuleRowActions rule={rule} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];
  return (
    <DataTable
      data={rules}
      columns={columns}
      getRowId={(r) => String(r.id)}
      rowProps={(r) => ({ 'data-testid': `rule-row-${r.id}` })}
      minWidth={820}
      testId="rule-table"
    />
  );
}
