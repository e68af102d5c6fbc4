import { Drawer, Select, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, type DefaultValues } from 'react-hook-form';
import { useEngineTranslation } from '../use-engine-translation';
import {
  PRICING_RULE_FIELD_LABELS as F,
  PRICING_RULE_KIND_LABELS,
  type PricingRule,
  type PricingRuleInput,
  type PricingRuleKind,
} from '@fuel/domain/contracts/pricing-engine';
import { ErrorAlert } from '../../../ui/error-alert';
import { TextField } from '../../../ui/form/text-field';
import { useAppForm } from '../../../ui/form/use-app-form';
import { useSavePricingRule } from '../api/save-pricing-rule';
import {
  defaultParams,
  hasGroup,
  newRuleValues,
  ruleFormSchema,
  ruleFormValuesOf,
  targetFieldsOf,
  type RuleFormValues,
} from '../rules/rule-form-logic';
import type { RuleTab } from '../rules/rule-tabs';
import { RuleParamsFields } from './rule-params-fields';
import { RuleScopeField } from './rule-scope-field';
import { RuleTargetField } from './rule-target-field';
import type { RuleTargets } from './use-rule-targets';
import { FormFooter } from '../../../ui/form/form-footer';
import { useServerSubmit } from '../../../ui/form/use-server-submit';

type Props = {
  tab: RuleTab;
  /** null: closed; 'new': a new rule of the tab; a rule: edit it. */
  target: null | 'new' | PricingRule;
  targets: RuleTargets;
  onClose: () => void;
};

/** Create or edit one pricing rule in a drawer; the duplicate refusal of the server shows in the form. */
export function RuleFormDrawer({ tab, target, targets, onClose }: Props) {
  const { t } = useEngineTranslation();
  const editing = target !== null && target !== 'new' ? target : null;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        <Title order={2} size="h4">
          {editing ? t('pricingEngine.form.editTitle') : t('pricingEngine.form.newTitle')}
        </Title>
      }
      closeOnClickOutside={false}
    >
      {target !== null && (
        <RuleForm
          key={editing?.id ?? 'new'}
          tab={tab}
          initial={editing ? ruleFormValuesOf(editing) : newRuleValues(tab.kinds[0]!, tab.scopes[0]!)}
          ruleId={editing?.id ?? null}
          targets={targets}
          onDone={onClose}
        />
      )}
    </Drawer>
  );
}

type FormProps = {
  tab: RuleTab;
  initial: RuleFormValues;
  ruleId: number | null;
  targets: RuleTargets;
  onDone: () => void;
};

export function RuleForm({ tab, initial, ruleId, targets, onDone }: FormProps) {
  const { t } = useEngineTranslation();
  const save = useSavePricingRule();
  const form = useAppForm<RuleFormValues, PricingRuleInput>(ruleFormSchema, initial as DefaultValues<RuleFormValues>);
  const { control } = form;
  const kind = form.watch('kind');
  const scope = form.watch('scope');
  const fields = targetFieldsOf(scope, kind);

  // A duplicate (409) or a field refusal (400): the server's German message in the form.
  const submit = useServerSubmit(form, async (input) => {
    await save.mutateAsync({ id: ruleId, input });
    notifications.show({ color: 'green', message: t('pricingEngine.form.saved') });
    onDone();
  });

  return (
    <form onSubmit={submit} noValidate data-testid="rule-form">
      <Stack gap="md">
        {form.formState.errors.root?.message && (
          <ErrorAlert title={t('pricingEngine.form.saveFailed')} message={form.formState.errors.root.message} />
        )}
        {tab.kinds.length > 1 && (
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <Select
                label={F.kind}
                withAsterisk
                data={tab.kinds.map((k) => ({ value: k, label: PRICING_RULE_KIND_LABELS[k] }))}
                value={field.value}
                onChange={(value) => {
                  if (!value || value === field.value) return;
                  field.onChange(value as PricingRuleKind);
                  // Another kind has other parameters: start them empty.
                  form.setValue('params', defaultParams(value as PricingRuleKind));
                  form.clearErrors();
                }}
                allowDeselect={false}
                disabled={ruleId !== null}
                data-testid="rule-kind"
              />
            )}
          />
        )}
        <RuleParamsFields key={kind} control={control} kind={kind} />
        <RuleScopeField control={control} scopes={tab.scopes} />
        {fields.map(({ field, required }) => (
          <RuleTargetField key={field} control={control} field={field} required={required} targets={targets} />
        ))}
        {hasGroup(kind) && (
          <TextField
            control={control}
            name="groupName"
            label={F.groupName}
            description={t('pricingEngine.form.groupHint')}
            data-testid="rule-group"
          />
        )}
        <FormFooter onCancel={onDone} loading={form.formState.isSubmitting} submitTestId="rule-submit" />
      </Stack>
    </form>
  );
}
