import type { Control } from 'react-hook-form';
import { useEngineTranslation } from '../use-engine-translation';
import { PRICING_RULE_FIELD_LABELS as F } from '@fuel/domain/contracts/pricing-engine';
import { IdMultiSelectField } from '../../../ui/form/id-multi-select-field';
import { IdSelectField } from '../../../ui/form/id-select-field';
import type { RuleFormValues, TargetField } from '../rules/rule-form-logic';
import type { RuleTargets } from './use-rule-targets';

type Props = { control: Control<RuleFormValues>; field: TargetField; required: boolean; targets: RuleTargets };

/** One target of a rule (customers, products, terminals or an offer), "optional" in its label when so. */
export function RuleTargetField({ control, field, required, targets }: Props) {
  const { t } = useEngineTranslation();
  const label = required ? F[field] : `${F[field]} ${t('pricingEngine.form.optional')}`;
  const testId = `rule-${field}`;
  switch (field) {
    case 'accountIds':
      return (
        <IdMultiSelectField
          control={control}
          name="accountIds"
          label={label}
          required={required}
          options={targets.customers}
          nothingFoundMessage={t('pricingEngine.form.noCustomers')}
          data-testid={testId}
        />
      );
    case 'productIds':
      return (
        <IdMultiSelectField
          control={control}
          name="productIds"
          label={label}
          required={required}
          options={targets.products}
          data-testid={testId}
        />
      );
    case 'terminalIds':
      return (
        <IdMultiSelectField
          control={control}
          name="terminalIds"
          label={label}
          required={required}
          options={targets.terminals}
          data-testid={testId}
        />
      );
    case 'offerId':
      return (
        <IdSelectField
          control={control}
          name="offerId"
          label={label}
          required={required}
          options={targets.offers}
          data-testid={testId}
        />
      );
  }
}
