import { Anchor, Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvUpload, CsvUploadKind } from '@fuel/domain/contracts/csv-uploads';
import { formatDateTimeLong } from '@fuel/domain/formats/date';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useCsvUploads } from '../api/get-csv-uploads';
import { csvPaths } from '../csv-kinds';
import { fileSize } from './file-size';
import { useBrand } from '../../../brands/brand-context';

/** Spec section 3 "CSV history": file name, size, applied at, user, counts; the file can be downloaded again. */
export function CsvHistoryTable({ kind }: { kind: CsvUploadKind }) {
  const { t } = useTranslation();
  const history = useCsvUploads(kind);
  const brand = useBrand();
  if (history.isPending) return <Skeleton h={120} />;
  if (history.isError) return <ErrorAlert message={t('csvUploads.historyFailed')} />;
  const count = (id: 'created' | 'updated' | 'deleted'): DataColumn<CsvUpload> => ({
    id,
    header: t(`csvUploads.historyColumns.${id}`),
    align: 'right',
    sortValue: (u) => u[id],
    cell: (u) => u[id],
  });
  const columns: DataColumn<CsvUpload>[] = [
    {
      id: 'file',
      header: t('csvUploads.historyColumns.file'),
      card: 'title',
      sortValue: (u) => u.fileName,
      cell: (u) => (
        <Anchor
          href={csvPaths(kind).file(u.id)}
          download={u.fileName}
          aria-label={t('csvUploads.download', { file: u.fileName })}
          data-testid="csv-history-file"
        >
          {u.fileName}
        </Anchor>
      ),
    },
    {
      id: 'size',
      header: t('csvUploads.historyColumns.size'),
      align: 'right',
      sortValue: (u) => u.sizeBytes,
      cell: (u) => fileSize(u.sizeBytes, brand.id),
    },
    {
      id: 'appliedAt',
      header: t('csvUploads.historyColumns.appliedAt'),
      sortValue: (u) => u.appliedAt,
      cell: (u) => formatDateTimeLong(u.appliedAt),
    },
    { id: 'user', header: t('csvUploads.historyColumns.user'), sortValue: (u) => u.user, cell: (u) => u.user },
    count('created'),
    count('updated'),
    count('deleted'),
  ];
  return (
    <DataTable
      data={history.data.uploads}
      columns={columns}
      getRowId={(u) => String(u.id)}
      rowProps={(u) => ({ 'data-testid': 'csv-history-row', 'data-file': u.fileName })}
      emptyText={t('csvUploads.historyEmpty')}
      minWidth={720}
      testId="csv-history"
      ariaLabel={t('csvUploads.history')}
    />
  );
}
