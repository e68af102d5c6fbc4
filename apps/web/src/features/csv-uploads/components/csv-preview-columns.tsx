import { Badge, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CsvPreviewRow } from '@fuel/domain/contracts/csv-uploads';
import type { DataColumn } from '../../../ui/data-table/data-table';
import type { CsvKindView } from '../csv-kinds';
import { CsvProblems } from './csv-problems';
import { ACTION_COLOR, ACTIONS } from './csv-row-actions';

/** The preview table's columns: row number, action, reference, summary, problems. */
export function useCsvPreviewColumns(view: CsvKindView): DataColumn<CsvPreviewRow>[] {
  const { t } = useTranslation();
  return [
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
}
