import { Badge, Button, Group, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RemovalRequest } from '@fuel/domain/contracts/operator';
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
      <Table striped verticalSpacing="sm" data-testid="operator-removal-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operator.removal.user')}</Table.Th>
            <Table.Th>{t('operator.removal.company')}</Table.Th>
            <Table.Th>{t('operator.removal.requestedBy')}</Table.Th>
            <Table.Th>{t('operator.removal.reason')}</Table.Th>
            <Table.Th>{t('operator.removal.createdAt')}</Table.Th>
            <Table.Th>{t('operator.status')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.data.docs.map((r) => (
            <Table.Tr key={r.id} data-testid={`operator-removal-row-${r.id}`}>
              <Table.Td>
                {r.user.name} ({r.user.username})
              </Table.Td>
              <Table.Td>{r.account.name}</Table.Td>
              <Table.Td>{r.requestedBy}</Table.Td>
              <Table.Td>{r.reason || '–'}</Table.Td>
              <Table.Td>{dateTime(r.createdAt)}</Table.Td>
              <Table.Td>
                <Badge color={r.status === 'OPEN' ? 'yellow' : r.status === 'APPROVED' ? 'red' : 'gray'}>{t(`operator.removal.status.${r.status}`)}</Badge>
              </Table.Td>
              <Table.Td>
                {r.status === 'OPEN' && (
                  <Group gap="xs" wrap="nowrap">
                    <Button size="xs" color="red" variant="light" onClick={() => askDecide(r, true)} data-testid="operator-removal-approve">
                      {t('operator.removal.approve')}
                    </Button>
                    <Button size="xs" variant="light" onClick={() => askDecide(r, false)} data-testid="operator-removal-reject">
                      {t('operator.removal.reject')}
                    </Button>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {dialog}
    </>
  );
}
