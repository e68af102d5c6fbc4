import { Select, Text } from '@mantine/core';
import { Controller, type Control } from 'react-hook-form';
import { useEngineTranslation } from '../use-engine-translation';
import {
  PRICING_RULE_FIELD_LABELS as F,
  PRICING_RULE_SCOPE_LABELS,
  type PricingRuleScope,
} from '@fuel/domain/contracts/pricing-engine';
import type { RuleFormValues } from '../rules/rule-form-logic';

/** The rule's scope: a choice when the tab allows several, else the fixed scope as a note. */
export function RuleScopeField({
  control,
  scopes,
}: {
  control: Control<RuleFormValues>;
  scopes: readonly PricingRuleScope[];
}) {
  const { t } = useEngineTranslation();
  if (scopes.length <= 1) {
    return (
      <Text size="sm" c="dimmed">
        {t('pricingEngine.form.fixedScope', { scope: PRICING_RULE_SCOPE_LABELS[scopes[0]!] })}
      </Text>
    );
  }
  return (
    <Controller
      control={control}
      name="scope"
      render={({ field, fieldState }) => (
        <Select
          label={F.scope}
          withAsterisk
          data={scopes.map((s) => ({ value: s, label: PRICING_RULE_SCOPE_LABELS[s] }))}
          value={field.value}
          onChange={(value) => value && field.onChange(value as PricingRuleScope)}
          error={fieldState.error?.message}
          allowDeselect={false}
          data-testid="rule-scope"
        />
      )}
    />
  );
}
