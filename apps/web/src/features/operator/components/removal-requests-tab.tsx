import { Skeleton, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RemovalRequest } from '@fuel/domain/contracts/operator';
import { DataTable } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useDecideRemovalRequest, useRemovalRequests } from '../api/operator-api';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useRemovalColumns } from './removal-columns';

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
  const columns = useRemovalColumns(askDecide);
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
