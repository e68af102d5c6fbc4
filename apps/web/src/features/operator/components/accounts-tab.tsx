import { useState } from 'react';
import { Badge, Button, Group, Pagination, Select, Skeleton, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorAccount } from '@fuel/domain/contracts/operator';
import type { AccountType } from '@fuel/domain/contracts/identity';
import { ACCOUNT_FEATURES } from '@fuel/domain/contracts/metadata';
import { ErrorAlert } from '../../../ui/error-alert';
import { useOperatorAccounts, useSetAccountBlocked, type AccountsFilter } from '../api/operator-api';
import { AccountEditDrawer } from './account-edit-drawer';
import { useConfirm } from '../../../ui/confirm-dialog';

/** Companies: search, type filter, block/unblock with confirmation, edit drawer, jump to their users. */
export function AccountsTab({ onShowUsers }: { onShowUsers: (account: OperatorAccount) => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<AccountsFilter>({ search: '', type: '', page: 1 });
  const [editing, setEditing] = useState<OperatorAccount | null>(null);
  const accounts = useOperatorAccounts(filter);
  const setBlocked = useSetAccountBlocked();
  const { dialog, ask } = useConfirm();
  const askBlock = (a: OperatorAccount, blocked: boolean) =>
    ask({
      title: t(blocked ? 'operator.accounts.blockTitle' : 'operator.accounts.unblockTitle'),
      message: t(blocked ? 'operator.accounts.blockMessage' : 'operator.accounts.unblockMessage', { name: a.name }),
      confirmLabel: t(blocked ? 'operator.block' : 'operator.unblock'),
      cancelLabel: t('operator.cancel'),
      danger: blocked,
      run: () => setBlocked.mutateAsync({ id: a.id, blocked }),
    });

  return (
    <>
      <Group mb="md" align="flex-end">
        <TextInput
          label={t('operator.accounts.search')}
          value={filter.search}
          onChange={(e) => setFilter({ ...filter, search: e.currentTarget.value, page: 1 })}
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
          onChange={(v) => setFilter({ ...filter, type: (v ?? '') as AccountType | '', page: 1 })}
        />
      </Group>
      {accounts.isPending ? (
        <Skeleton h={240} />
      ) : accounts.isError ? (
        <ErrorAlert message={accounts.error.message} />
      ) : accounts.data.docs.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('operator.accounts.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table striped verticalSpacing="sm" data-testid="operator-accounts-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.accounts.name')}</Table.Th>
                  <Table.Th>{t('operator.accounts.type')}</Table.Th>
                  <Table.Th>{t('operator.status')}</Table.Th>
                  <Table.Th>{t('operator.accounts.city')}</Table.Th>
                  <Table.Th ta="right">{t('operator.accounts.users')}</Table.Th>
                  <Table.Th>{t('operator.accounts.features')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {accounts.data.docs.map((a) => (
                  <Table.Tr key={a.id} data-testid={`operator-account-row-${a.id}`}>
                    <Table.Td>{a.name}</Table.Td>
                    <Table.Td>{t(`accountType.${a.type}`)}</Table.Td>
                    <Table.Td>
                      <Badge color={a.status === 'BLOCKED' ? 'red' : 'green'}>{t(a.status === 'BLOCKED' ? 'operator.blocked' : 'operator.active')}</Badge>
                    </Table.Td>
                    <Table.Td>{a.city}</Table.Td>
                    <Table.Td ta="right">{a.userCount}</Table.Td>
                    <Table.Td>
                      {ACCOUNT_FEATURES.filter((f) => a.features[f])
                        .map((f) => t(`operator.feature.${f}`))
                        .join(', ') || '–'}
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Button size="xs" variant="light" onClick={() => onShowUsers(a)} data-testid="operator-account-users">
                          {t('operator.accounts.showUsers')}
                        </Button>
                        <Button size="xs" variant="light" onClick={() => setEditing(a)} data-testid="operator-account-edit">
                          {t('operator.edit')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color={a.status === 'BLOCKED' ? undefined : 'red'}
                          onClick={() => askBlock(a, a.status !== 'BLOCKED')}
                          data-testid={a.status === 'BLOCKED' ? 'operator-account-unblock' : 'operator-account-block'}
                        >
                          {t(a.status === 'BLOCKED' ? 'operator.unblock' : 'operator.block')}
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Pagination mt="md" total={Math.max(1, Math.ceil(accounts.data.total / accounts.data.pageSize))} value={filter.page} onChange={(page) => setFilter({ ...filter, page })} />
        </>
      )}
      {editing && <AccountEditDrawer account={editing} onClose={() => setEditing(null)} />}
      {dialog}
    </>
  );
}
