import { useState } from 'react';
import { Button, Checkbox, Drawer, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { OPERATOR_LABELS, type OperatorAccount, type OperatorAccountUpdate } from '@fuel/domain/contracts/operator';
import { addressCountriesFor, COUNTRY_LABELS } from '@fuel/domain/validation/address';
import { useBrand } from '../../../brands/brand-context';
import { isApiError } from '../../../lib/api-client';
import { ErrorAlert } from '../../../ui/error-alert';
import { useUpdateAccount } from '../api/operator-api';

const TEXT_FIELDS = ['name', 'addressLine1', 'addressLine2', 'postCode', 'city', 'vatId'] as const;
const FEATURES = ['productAdditives', 'newsBox', 'sharedCreditLimits', 'triggers'] as const;

const formOf = (a: OperatorAccount): OperatorAccountUpdate => ({
  name: a.name,
  addressLine1: a.addressLine1,
  addressLine2: a.addressLine2,
  postCode: a.postCode,
  city: a.city,
  country: (['DE', 'AT', 'BE', 'CH'].includes(a.country) ? a.country : 'DE') as OperatorAccountUpdate['country'],
  vatId: a.vatId ?? '',
  features: { ...a.features },
  onlineTradingEnabled: a.onlineTradingEnabled,
});

/** Master data and account features of one company; the server validates (German field messages). */
export function AccountEditDrawer({ account, onClose }: { account: OperatorAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const [form, setForm] = useState(() => formOf(account));
  const update = useUpdateAccount();
  const fields = isApiError(update.error) ? update.error.fields : {};
  const save = () => update.mutate({ id: account.id, body: form }, { onSuccess: onClose });
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      title={t('operator.accounts.editTitle', { name: account.name })}
      data-testid="operator-account-drawer"
    >
      <Stack gap="sm">
        {update.error && <ErrorAlert message={update.error.message} />}
        {TEXT_FIELDS.map((f) => (
          <TextInput
            key={f}
            label={OPERATOR_LABELS[f]}
            value={form[f]}
            error={fields[f]}
            onChange={(e) => setForm({ ...form, [f]: e.currentTarget.value })}
            data-testid={`operator-account-${f}`}
          />
        ))}
        <Select
          label={OPERATOR_LABELS.country}
          data={addressCountriesFor(brand).map((code) => ({ value: code, label: COUNTRY_LABELS[code] }))}
          value={form.country}
          error={fields.country}
          allowDeselect={false}
          onChange={(v) => v && setForm({ ...form, country: v as OperatorAccountUpdate['country'] })}
        />
        {FEATURES.map((f) => (
          <Checkbox
            key={f}
            label={OPERATOR_LABELS[f]}
            checked={form.features[f]}
            onChange={(e) => setForm({ ...form, features: { ...form.features, [f]: e.currentTarget.checked } })}
            data-testid={`operator-account-feature-${f}`}
          />
        ))}
        <Checkbox
          label={OPERATOR_LABELS.onlineTradingEnabled}
          checked={form.onlineTradingEnabled}
          onChange={(e) => setForm({ ...form, onlineTradingEnabled: e.currentTarget.checked })}
          data-testid="operator-account-onlineTradingEnabled"
        />
        <Button onClick={save} loading={update.isPending} data-testid="operator-account-save">
          {t('operator.save')}
        </Button>
      </Stack>
    </Drawer>
  );
}
