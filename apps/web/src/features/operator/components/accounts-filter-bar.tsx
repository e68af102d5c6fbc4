import { Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AccountType } from '@fuel/domain/contracts/identity';
import type { AccountsFilter } from '../api/operator-api';

type Props = { filter: AccountsFilter; onChange: (filter: AccountsFilter) => void };

/** Search and account-type filter of the companies tab; any change goes back to page 1. */
export function AccountsFilterBar({ filter, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <Group mb="md" align="flex-end">
      <TextInput
        label={t('operator.accounts.search')}
        value={filter.search}
        onChange={(e) => onChange({ ...filter, search: e.currentTarget.value, page: 1 })}
        data-testid="operator-account-search"
      />
      <Select
        label={t('operator.accounts.type')}
        data={[
          { value: '', label: t('operator.all') },
          { value: 'buyer', label: t('accountType.buyer') },
          { value: 'seller', label: t('accountType.seller') },
          { value: 'admin', label: t('accountType.admin') },
        ]}
        value={filter.type}
        allowDeselect={false}
        onChange={(v) => onChange({ ...filter, type: (v ?? '') as AccountType | '', page: 1 })}
      />
    </Group>
  );
}
