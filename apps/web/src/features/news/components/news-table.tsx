import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { NewsItem } from '@fuel/domain/contracts/news';
import { formatDay } from '@fuel/domain/calendar/format';
import { DataTable, type DataColumn } from '../../../ui/data-table/data-table';
import { EditDeleteActions } from '../../../ui/data-table/edit-delete-actions';

type Props = { items: NewsItem[]; today: string; onEdit: (item: NewsItem) => void; onDelete: (item: NewsItem) => void };

/** How much of a text names the item for a screen reader's edit and delete buttons. */
const NAME_CHARS = 40;

/** The seller's own news, newest first: date, text, edit and delete. */
export function NewsTable({ items, today, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  const columns: DataColumn<NewsItem>[] = [
    {
      id: 'date',
      header: t('news.date'),
      sortValue: (n) => n.date,
      cell: (n) => (
        <Group gap={6} wrap="nowrap">
          <Text
            size="sm"
            component="time"
            dateTime={n.date}
            style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
          >
            {formatDay(n.date)}
          </Text>
          {n.date > today && (
            <Tooltip label={t('news.scheduledHint')}>
              <Badge variant="light" color="blue" size="sm" data-testid={`news-scheduled-${n.id}`}>
                {t('news.scheduled')}
              </Badge>
            </Tooltip>
          )}
        </Group>
      ),
      card: 'title',
    },
    {
      id: 'text',
      header: t('news.text'),
      cell: (n) => (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {n.text}
        </Text>
      ),
      card: 'full',
    },
    {
      id: 'actions',
      header: null,
      hideable: false,
      thProps: { 'aria-label': t('news.actions') },
      cell: (n) => (
        <EditDeleteActions
          name={`${formatDay(n.date)} ${n.text.slice(0, NAME_CHARS)}`}
          editLabel={t('news.edit')}
          deleteLabel={t('news.delete')}
          onEdit={() => onEdit(n)}
          onDelete={() => onDelete(n)}
          editTestId={`news-edit-${n.id}`}
          deleteTestId={`news-delete-${n.id}`}
        />
      ),
    },
  ];
  return (
    <DataTable
      data={items}
      columns={columns}
      getRowId={(n) => String(n.id)}
      rowProps={(n) => ({ 'data-testid': `news-row-${n.id}` })}
      verticalSpacing="sm"
      testId="news-table"
      ariaLabel={t('pages.news.title')}
    />
  );
}
