import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, Pagination, Stack, Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvPreview, CsvPreviewRow } from '@fuel/domain/contracts/csv-uploads';
import type { CsvRowAction } from '@fuel/domain/csv/csv-file';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { ErrorAlert } from '../../../ui/error-alert';
import { useConfirm } from '../../../ui/confirm-dialog';
import { useSpelling } from '../../../i18n/use-spelling';
import { useBrand } from '../../../brands/brand-context';
import { useApplyCsvUpload } from '../api/apply-csv-upload';
import { csvPaths, type CsvKindView } from '../csv-kinds';
import { CsvProblems } from './csv-problems';
import { fileSize } from './file-size';

const ACTION_COLOR: Record<CsvRowAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  unchanged: 'gray',
};
const ACTIONS: CsvRowAction[] = ['create', 'update', 'delete', 'unchanged'];
/** Rows per page of the preview: a 10,000-row file is not drawn at once. */
const PAGE_SIZE = 100;

/** The server's preview: the error header (file name, template) or the counts, the rows, apply. */
export function CsvPreviewPanel({
  view,
  preview,
  onApplied,
  onDiscard,
}: {
  view: CsvKindView;
  preview: CsvPreview;
  onApplied: (message: string) => void;
  onDiscard: () => void;
}) {
  const { t } = useTranslation();
  const spell = useSpelling();
  const brand = useBrand();
  const apply = useApplyCsvUpload(view.kind);
  const confirm = useConfirm();
  const failed = preview.problemCount > 0;
  const [onlyProblems, setOnlyProblems] = useState(failed);
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () => (onlyProblems ? preview.rows.filter((r) => r.problems.length > 0) : preview.rows),
    [onlyProblems, preview.rows],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

  const columns: DataColumn<CsvPreviewRow>[] = [
    { id: 'row', header: t('csvUploads.columns.row'), align: 'right', sortValue: (r) => r.row, cell: (r) => r.row },
    {
      id: 'action',
      header: t('csvUploads.columns.action'),
      sortValue: (r) => ACTIONS.indexOf(r.action),
      cell: (r) => (
        <Badge color={ACTION_COLOR[r.action]} variant="light">
          {t(`csvUploads.actions.${r.action}`)}
        </Badge>
      ),
    },
    { id: 'reference', header: t(view.reference), sortValue: (r) => r.reference, cell: (r) => r.reference ?? '–' },
    {
      id: 'summary',
      header: t('csvUploads.columns.summary'),
      card: 'title',
      sortValue: (r) => r.summary,
      cell: (r) => r.summary || '–',
    },
    {
      id: 'problems',
      header: t('csvUploads.columns.problems'),
      card: 'full',
      sortValue: (r) => r.problems.length,
      cell: (r) =>
        r.problems.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('csvUploads.noProblems')}
          </Text>
        ) : (
          <CsvProblems problems={r.problems} withRow={false} />
        ),
    },
  ];

  const askApply = () =>
    confirm.ask({
      title: t('csvUploads.applyTitle'),
      message: t('csvUploads.applyMessage', { file: preview.fileName, ...preview.counts }),
      confirmLabel: t('csvUploads.apply'),
      cancelLabel: t('csvUploads.cancel'),
      run: async () => {
        const applied = await apply.mutateAsync(preview.uploadId!);
        onApplied(
          t('csvUploads.applied', {
            file: applied.fileName,
            created: applied.created,
            updated: applied.updated,
            deleted: applied.deleted,
          }),
        );
      },
    });

  return (
    <Stack gap="md" data-testid="csv-preview">
      {failed ? (
        <ErrorAlert
          title={t('csvUploads.errorTitle', { file: preview.fileName })}
          message={t('csvUploads.errorText', { count: preview.problemCount })}
        >
          <Anchor href={csvPaths(view.kind).template} download display="block" mt="xs" size="sm">
            {t('csvUploads.template')}
          </Anchor>
          {preview.fileProblems.length > 0 && (
            <CsvProblems
              problems={preview.fileProblems.map((p) => ({ ...p, message: spell(p.message) }))}
              withRow={false}
            />
          )}
        </ErrorAlert>
      ) : (
        <Alert
          color="blue"
          variant="light"
          role="status"
          title={t('csvUploads.previewTitle', { file: preview.fileName })}
        >
          <Text size="sm">
            {t('csvUploads.fileInfo', {
              size: fileSize(preview.sizeBytes, brand.id),
              encoding: preview.encoding.toUpperCase(),
              separator: preview.separator,
            })}
          </Text>
        </Alert>
      )}
      <Group gap="xs" data-testid="csv-counts">
        {ACTIONS.map((a) => (
          <Badge key={a} color={ACTION_COLOR[a]} variant="outline" size="lg" data-testid={`csv-count-${a}`}>
            {`${t(`csvUploads.actions.${a}`)}: ${preview.counts[a]}`}
          </Badge>
        ))}
      </Group>
      {preview.rows.length > 0 && (
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
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onDiscard} data-testid="csv-discard">
          {t('csvUploads.discard')}
        </Button>
        <Button onClick={askApply} disabled={failed || preview.uploadId === null} data-testid="csv-apply">
          {t('csvUploads.apply')}
        </Button>
      </Group>
      {confirm.dialog}
    </Stack>
  );
}
