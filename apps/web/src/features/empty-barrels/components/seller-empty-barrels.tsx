import { useState } from 'react';
import { Group, Pagination, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  EMPTY_BARREL_STATUS_LABELS,
  EMPTY_BARREL_STATUSES,
  type EmptyBarrelStatus,
} from '@fuel/domain/empty-barrels/empty-barrel-rules';
import { isApiError } from '../../../lib/api-client';
import { LoadFailedAlert } from '../../../ui/load-failed-alert';
import { useChangeEmptyBarrelStatus } from '../api/change-empty-barrel-status';
import { useEmptyBarrels } from '../api/get-empty-barrels';
import { EmptyBarrelTable } from './empty-barrel-table';

type Filter = EmptyBarrelStatus | 'ALL';
/** The seller's page size of received requests. */
const PAGE_SIZE = 50;

/** The seller's side: the pickup requests received, open ones first, each moved to scheduled or done. */
export function SellerEmptyBarrels() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Filter>('OPEN');
  const [page, setPage] = useState(1);
  const requests = useEmptyBarrels({ status: status === 'ALL' ? undefined : status, page, pageSize: PAGE_SIZE });
  const change = useChangeEmptyBarrelStatus();
  const narrow = useMediaQuery('(max-width: 47.99em)');
  const counts = requests.data?.counts;
  const labelOf = (f: Filter) => {
    const label = f === 'ALL' ? t('emptyBarrels.all') : EMPTY_BARREL_STATUS_LABELS[f];
    const count = counts ? (f === 'ALL' ? counts.OPEN + counts.SCHEDULED + counts.DONE : counts[f]) : undefined;
    return count === undefined ? label : `${label} (${count})`;
  };
  const pageCount = requests.data ? Math.max(1, Math.ceil(requests.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="empty-barrel-status-filter">
          {t('emptyBarrels.filterStatus')}
        </Text>
        <SegmentedControl
          aria-labelledby="empty-barrel-status-filter"
          orientation={narrow ? 'vertical' : 'horizontal'}
          fullWidth={narrow}
          data={[...EMPTY_BARREL_STATUSES, 'ALL' as const].map((f) => ({ value: f, label: labelOf(f) }))}
          value={status}
          onChange={(value) => {
            setStatus(value as Filter);
            setPage(1);
          }}
          data-testid="empty-barrel-filter"
        />
      </Stack>
      {requests.isPending && <Skeleton h={200} radius="md" />}
      {requests.isError && <LoadFailedAlert title={t('emptyBarrels.loadFailed')} error={requests.error} />}
      {requests.isSuccess && requests.data.requests.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" data-testid="empty-barrels-empty">
          {t('emptyBarrels.emptySeller')}
        </Text>
      )}
      {requests.isSuccess && requests.data.requests.length > 0 && (
        <Stack gap="sm">
          <EmptyBarrelTable
            requests={requests.data.requests}
            side="seller"
            pendingId={change.isPending ? (change.variables?.id ?? null) : null}
            onStatus={(request, next) =>
              change.mutate(
                { id: request.id, status: next },
                {
                  onSuccess: () =>
                    notifications.show({
                      color: 'green',
                      message: t('emptyBarrels.statusChanged', { status: EMPTY_BARREL_STATUS_LABELS[next] }),
                    }),
                  onError: (error) =>
                    notifications.show({
                      color: 'red',
                      title: t('emptyBarrels.statusFailed'),
                      message: isApiError(error) ? error.message : t('app.unexpectedError'),
                    }),
                },
              )
            }
          />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" c="dimmed">
              {t('emptyBarrels.count', { count: requests.data.total })}
            </Text>
            {pageCount > 1 && <Pagination total={pageCount} value={page} onChange={setPage} />}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
