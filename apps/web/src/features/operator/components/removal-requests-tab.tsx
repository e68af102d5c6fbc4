import { Badge, Button, Group, Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RemovalRequest } from '@fuel/domain/contracts/operator';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDecideRemovalRequest, useRemovalRequests } from '../api/operator-api';
import { useConfirm } from '../../../ui/confirm-dialog';
import { dateTime } from './date-time';

/** Removal requests of company admins, open first; approving blocks the user. */
export function RemovalRequestsTab() {
  const { t } = useTranslation();
  const requests = useRemovalRequests();
  const decide = useDecideRemovalRequest();
  const { dialog, ask } = useConfirm();
  const askDecide = (r: RemovalRequest, approve: boolean) =>
    ask({
      title: t(approve ? 'operator.removal.approveTitle' : 'operator.removal.rejectTitle'),
      message: t(approve ? 'operator.removal.approveMessage' : 'operator.removal.rejectMessage', { name: r.user.name }),
      confirmLabel: t(approve ? 'operator.removal.approve' : 'operator.removal.reject'),
      cancelLabel: t('operator.cancel'),
      danger: approve,
      run: () => decide.mutateAsync({ id: r.id, approve }),
    });
  const columns: DataColumn<RemovalRequest>[] = [
    {
      id: 'user',
      header: t('operator.removal.user'),
      sortValue: (r) => r.user.name,
      cell: (r) => `${r.user.name} (${r.user.username})`,
    },
    {
      id: 'company',
      header: t('operator.removal.company'),
      sortValue: (r) => r.account.name,
      cell: (r) => r.account.name,
    },
    {
      id: 'requestedBy',
      header: t('operator.removal.requestedBy'),
      sortValue: (r) => r.requestedBy,
      cell: (r) => r.requestedBy,
    },
    { id: 'reason', header: t('operator.removal.reason'), cell: (r) => r.reason || '–' },
    {
      id: 'createdAt',
      header: t('operator.removal.createdAt'),
      sortValue: (r) => r.createdAt,
      cell: (r) => dateTime(r.createdAt),
    },
    {
      id: 'status',
      header: t('operator.status'),
      sortValue: (r) => r.status,
      cell: (r) => (
        <Badge color={r.status === 'OPEN' ? 'yellow' : r.status === 'APPROVED' ? 'red' : 'gray'}>
          {t(`operator.removal.status.${r.status}`)}
        </Badge>
      ),
    },
    {
      id: 'actions',
      header: null,
      cell: (r) =>
        r.status === 'OPEN' && (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={() => askDecide(r, true)}
              data-testid="operator-removal-approve"
            >
              {t('operator.removal.approve')}
            </Button>
            <Button size="xs" variant="light" onClick={() => askDecide(r, false)} data-testid="operator-removal-reject">
              {t('operator.removal.reject')}
            </Button>
          </Group>
        ),
    },
  ];
  if (requests.isPending) return <Skeleton h={200} />;
  if (requests.isError) return <ErrorAlert message={requests.error.message} />;
  if (requests.data.docs.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {t('operator.removal.empty')}
      </Text>
    );
  }
  return (
    <>
      <DataTable
        data={requests.data.docs}
        columns={columns}
        getRowId={(r) => String(r.id)}
        rowProps={(r) => ({ 'data-testid': `operator-removal-row-${r.id}` })}
        verticalSpacing="sm"
        testId="operator-removal-table"
      />
      {dialog}
    </>
  );
}
