import { useMemo, useState } from 'react';
import { Group, Pagination, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvPreview } from '@fuel/domain/contracts/csv-uploads';
import { DataTable } from '../../../ui/data-table/data-table';
import { useSpelling } from '../../../i18n/use-spelling';
import type { CsvKindView } from '../csv-kinds';
import { useCsvPreviewColumns } from './csv-preview-columns';

/** Rows per page of the preview: a 10,000-row file is not drawn at once. */
const PAGE_SIZE = 100;

/** The preview's rows: the "only problems" switch, one page of the table, the pager. */
export function CsvPreviewRows({ view, preview }: { view: CsvKindView; preview: CsvPreview }) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const columns = useCsvPreviewColumns(view);
  const failed = preview.problemCount > 0;
  const [onlyProblems, setOnlyProblems] = useState(failed);
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => (onlyProblems ? preview.rows.filter((r) => r.problems.length > 0) : preview.rows),
    [onlyProblems, preview.rows],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <>
      {failed && (
        <Switch
          label={t('csvUploads.onlyProblems')}
          checked={onlyProblems}
          onChange={(e) => {
            setOnlyProblems(e.currentTarget.checked);
            setPage(1);
          }}
          data-testid="csv-only-problems"
        />
      )}
      <DataTable
        data={shown.map((r) => ({ ...r, problems: r.problems.map((p) => ({ ...p, message: spell(p.message) })) }))}
        columns={columns}
        getRowId={(r) => String(r.row)}
        rowProps={(r) => ({ 'data-testid': 'csv-preview-row', 'data-row': r.row, 'data-action': r.action })}
        minWidth={760}
        verticalSpacing="xs"
        testId="csv-preview-table"
        ariaLabel={t('csvUploads.previewTitle', { file: preview.fileName })}
      />
      {pageCount > 1 && (
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" c="dimmed">
            {t('csvUploads.rowsPage', {
              from: (page - 1) * PAGE_SIZE + 1,
              to: Math.min(page * PAGE_SIZE, rows.length),
              total: rows.length,
            })}
          </Text>
          <Pagination total={pageCount} value={page} onChange={setPage} />
        </Group>
      )}
    </>
  );
}
