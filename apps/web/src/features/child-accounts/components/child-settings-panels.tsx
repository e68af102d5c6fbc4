import { Button, Group, MultiSelect, Progress, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ChildAccount, ChildAccountList } from '@fuel/domain/contracts/child-accounts';
import { formatNumber } from '@fuel/domain/formats/number';
import { useBrand } from '../../../brands/brand-context';
import { NumberInput } from '../../../ui/form/number-input';
import type { FieldError, SetSettings } from './use-child-settings-draft';

/** The daily limit with today's ordered quantity against it. */
export function DailyLimitPanel({
  child,
  limit,
  set,
  canEdit,
  fieldError,
}: {
  child: ChildAccount;
  limit: number | null;
  set: SetSettings;
  canEdit: boolean;
  fieldError: FieldError;
}) {
  const { t } = useTranslation();
  const brand = useBrand();
  const cbm = (v: number) => formatNumber(v, { brand: brand.id, decimals: 3 });
  return (
    <Stack gap="xs" maw={360}>
      <NumberInput
        label={t('childAccountSettings.dailyLimit')}
        description={t('childAccountSettings.dailyLimitHint')}
        value={limit}
        onChange={(v) => set({ dailyLimitCbm: v })}
        signed={false}
        decimals={3}
        unit="cbm"
        disabled={!canEdit}
        error={fieldError('dailyLimitCbm')}
        data-testid="child-daily-limit-input"
      />
      <Text size="sm" data-testid="child-daily-limit-usage">
        {limit === null
          ? t('childAccountSettings.usageNoLimit', { used: cbm(child.orderedTodayCbm) })
          : t('childAccountSettings.usage', { used: cbm(child.orderedTodayCbm), limit: cbm(limit) })}
      </Text>
      {limit !== null && limit > 0 && (
        <Progress value={Math.min(100, (child.orderedTodayCbm / limit) * 100)} aria-hidden />
      )}
    </Stack>
  );
}

/** All terminals, or a chosen few. */
export function TerminalsPanel({
  terminalIds,
  options,
  set,
  canEdit,
  fieldError,
}: {
  terminalIds: number[] | null;
  options: Pick<ChildAccountList, 'terminals'>;
  set: SetSettings;
  canEdit: boolean;
  fieldError: FieldError;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" maw={520}>
      <Switch
        label={t('childAccountSettings.allTerminals')}
        checked={terminalIds === null}
        onChange={(e) => set({ terminalIds: e.currentTarget.checked ? null : [] })}
        disabled={!canEdit}
      />
      {terminalIds !== null && (
        <MultiSelect
          label={t('childAccountSettings.terminals')}
          data={options.terminals.map((x) => ({ value: String(x.id), label: `${x.name} (${x.city})` }))}
          value={terminalIds.map(String)}
          onChange={(v) => set({ terminalIds: v.map(Number) })}
          searchable
          disabled={!canEdit}
          error={fieldError('terminalIds')}
        />
      )}
    </Stack>
  );
}

/** Save, with why it is not possible (no admin, a refused number). */
export function ChildSettingsSaveBar({
  canEdit,
  numbersRefused,
  saving,
  onSave,
}: {
  canEdit: boolean;
  numbersRefused: boolean;
  saving: boolean;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="flex-end" mt="md">
      {!canEdit && (
        <Text size="sm" c="dimmed">
          {t('childAccountSettings.adminOnly')}
        </Text>
      )}
      {canEdit && numbersRefused && (
        <Text size="sm" c="red">
          {t('numberInput.fixFirst')}
        </Text>
      )}
      <Button onClick={onSave} loading={saving} disabled={!canEdit || numbersRefused} data-testid="child-settings-save">
        {t('childAccountSettings.save')}
      </Button>
    </Group>
  );
}
