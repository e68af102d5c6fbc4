import { useState } from 'react';
import { Group, Input, TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TARGET_ORDER_FIELD_LABELS as L } from '@fuel/domain/contracts/target-orders';
import type { TargetFormControl } from './target-order-values';
import { isValidTime, zonedInstant, zonedParts, zoneAbbreviation } from '@fuel/domain/formats/date';

const pad = (n: number) => String(n).padStart(2, '0');

/** The business-time day and time of an ISO instant ("2026-12-06", "18:00"); empty for none. */
function dayAndTime(iso: unknown): { day: string; time: string } {
  if (typeof iso !== 'string' || Number.isNaN(Date.parse(iso))) return { day: '', time: '' };
  const p = zonedParts(iso);
  return { day: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/**
 * "Gültig bis": a date and a time of day in business time (the zone is named), kept in the form as the
 * contract's ISO instant; while either part is missing the value is empty and the contract says why.
 */
export function ValidUntilField({ control }: { control: TargetFormControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'validUntil' });
  const [parts, setParts] = useState(() => dayAndTime(field.value));
  const change = (next: { day: string; time: string }) => {
    setParts(next);
    const complete = /^\d{4}-\d{2}-\d{2}$/.test(next.day) && isValidTime(next.time);
    field.onChange(complete ? zonedInstant(next.day, next.time).toISOString() : '');
  };
  const zone = zoneAbbreviation(typeof field.value === 'string' && field.value ? field.value : new Date());
  return (
    <Input.Wrapper label={L.validUntil} required error={fieldState.error?.message}>
      <Group gap="xs" grow align="flex-start">
        <TextInput
          type="date"
          aria-label={t('targetOrders.form.validUntilDate')}
          value={parts.day}
          onChange={(e) => change({ ...parts, day: e.currentTarget.value })}
          onBlur={field.onBlur}
          error={fieldState.invalid || undefined}
          data-testid="target-valid-date"
        />
        <TextInput
          type="time"
          aria-label={t('targetOrders.form.validUntilTime')}
          description={t('targetOrders.form.timeZone', { zone })}
          inputWrapperOrder={['input', 'description']}
          value={parts.time}
          onChange={(e) => change({ ...parts, time: e.currentTarget.value })}
          onBlur={field.onBlur}
          error={fieldState.invalid || undefined}
          data-testid="target-valid-time"
        />
      </Group>
    </Input.Wrapper>
  );
}
