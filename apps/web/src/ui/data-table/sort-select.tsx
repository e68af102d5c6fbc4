import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SortingState } from '@tanstack/react-table';

export type SortableColumn = { id: string; label: string };

const NONE = '';

/**
 * The card layout's sort control: the table's header buttons as one select ("Preis aufsteigend",
 * "Preis absteigend", ...). Same sorting state as the headers.
 */
export function SortSelect({
  columns,
  sorting,
  onChange,
  allowNone,
}: {
  columns: SortableColumn[];
  sorting: SortingState;
  onChange: (sorting: SortingState) => void;
  /** A client-sorted list may go back to the given order. */
  allowNone: boolean;
}) {
  const { t } = useTranslation();
  const [first] = sorting;
  const value = first ? `${first.id}:${first.desc ? 'desc' : 'asc'}` : NONE;
  const data = [
    ...(allowNone ? [{ value: NONE, label: t('marketExtras.sort.none') }] : []),
    ...columns.flatMap((c) => [
      { value: `${c.id}:asc`, label: t('marketExtras.sort.asc', { column: c.label }) },
      { value: `${c.id}:desc`, label: t('marketExtras.sort.desc', { column: c.label }) },
    ]),
  ];
  return (
    <Select
      label={t('marketExtras.sort.label')}
      data={data}
      value={value}
      allowDeselect={false}
      size="md"
      onChange={(next) => {
        if (!next) return onChange([]);
        const [id, direction] = next.split(':');
        onChange([{ id: id!, desc: direction === 'desc' }]);
      }}
      data-testid="data-table-sort"
    />
  );
}
