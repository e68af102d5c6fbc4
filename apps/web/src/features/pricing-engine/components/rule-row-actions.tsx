import { useEngineTranslation } from '../use-engine-translation';
import { PRICING_RULE_KIND_LABELS, type PricingRule } from '@fuel/domain/contracts/pricing-engine';
import { useBrand } from '../../../brands/brand-context';
import { EditDeleteActions } from '../../../ui/data-table/edit-delete-actions';
import { ruleValueText } from '../rules/rule-text';

/** Edit and delete of one rule, named by its kind and value for screen readers. */
export function RuleRowActions({
  rule,
  onEdit,
  onDelete,
}: {
  rule: PricingRule;
  onEdit: (rule: PricingRule) => void;
  onDelete: (rule: PricingRule) => void;
}) {
  const { t } = useEngineTranslation();
  const brand = useBrand();
  return (
    <EditDeleteActions
      name={`${PRICING_RULE_KIND_LABELS[rule.kind]} ${ruleValueText(rule, brand.id)}`}
      editLabel={t('pricingEngine.edit')}
      deleteLabel={t('pricingEngine.delete')}
      onEdit={() => onEdit(rule)}
      onDelete={() => onDelete(rule)}
      editTestId={`rule-edit-${rule.id}`}
      deleteTestId={`rule-delete-${rule.id}`}
    />
  );
}
