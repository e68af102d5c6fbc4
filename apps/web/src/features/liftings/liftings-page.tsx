import { useState } from 'react';
import { Button, Group, Pagination, Stack } from '@mantine/core';
import { IconFileUpload, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { OrderSide } from '@fuel/domain/trading/order-status';
import { addPageTexts, liftingsTexts } from '../../i18n/page-texts';
import { useGuardSession } from '../../lib/session/use-guard-session';
import { LoadFailedAlert } from '../../ui/load-failed-alert';
import { PageHeader } from '../../ui/page-header';
import { useLiftingList } from './api/liftings-list';
import {
  LiftingFiltersBar,
  NO_LIFTING_FILTERS,
  toLiftingListQuery,
  type LiftingFilters,
} from './components/liftings-filters';
import { LiftingsTable } from './components/liftings-table';
import { RecordLiftingDialog } from './components/record-lifting-dialog';

/** Record one (dialog) or many (the CSV upload page); the seller's actions of the screen. */
function LiftingActions({ onRecord }: { onRecord: () => void }) {
  const { t } = useTranslation();
  return (
    <Group gap="sm">
      <Button
        component={Link}
        to="/liftings/csv"
        variant="default"
        leftSection={<IconFileUpload size={16} aria-hidden />}
        data-testid="liftings-csv"
      >
        {t('liftings.page.csvUpload')}
      </Button>
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onRecord} data-testid="liftings-record">
        {t('liftings.record')}
      </Button>
    </Group>
  );
}

/** /liftings (sellers, issue 28 part 4): the liftings of every order, filtered and paged, and recording new ones. */
export default function LiftingsPage() {
  const { t, i18n } = useTranslation();
  // The page's texts load with its chunk, not with the first page (page-texts.ts).
  addPageTexts(i18n, liftingsTexts);
  const side: OrderSide = useGuardSession()?.accountType === 'seller' ? 'seller' : 'buyer';
  const [filters, setFilters] = useState<LiftingFilters>(NO_LIFTING_FILTERS);
  const [pageNumber, setPageNumber] = useState(1);
  const [recording, setRecording] = useState(false);
  const list = useLiftingList(toLiftingListQuery(filters, pageNumber));
  const data = list.data;
  // Any filter change starts again at page 1.
  const onFilters = (patch: Partial<LiftingFilters>) => {
    setFilters((f) => ({ ...f, ...patch }));
    setPageNumber(1);
  };
  return (
    <Stack gap="md">
      <PageHeader
        title={t('pages.liftings.title')}
        description={t('liftings.page.description')}
        actions={side === 'seller' && <LiftingActions onRecord={() => setRecording(true)} />}
      />
      <LiftingFiltersBar filters={filters} onChange={onFilters} />
      {list.isError ? (
        <LoadFailedAlert title={t('liftings.loadFailed')} error={list.error} />
      ) : (
        <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <LiftingsTable items={data?.items ?? []} side={side} loading={list.isPending} />
          {data && data.total > data.pageLimit && (
            <Group justify="flex-end">
              <Pagination
                total={Math.ceil(data.total / data.pageLimit)}
                value={pageNumber}
                onChange={setPageNumber}
                data-testid="liftings-pagination"
              />
            </Group>
          )}
        </Stack>
      )}
      <RecordLiftingDialog opened={recording} onClose={() => setRecording(false)} />
    </Stack>
  );
}
