import { Badge, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { RemovalRequest } from '@fuel/domain/contracts/operator';
import type { DataColumn } from '../../../ui/data-table/data-table';
import { dateTime } from './date-time';

/** Columns of the removal-requests table; open requests get approve/reject buttons. */
export function useRemovalColumns(
  askDecide: (request: RemovalRequest, approve: boolean) => void,
): DataColumn<RemovalRequest>[] {
  const { t } = useTranslation();
  return [
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
}
