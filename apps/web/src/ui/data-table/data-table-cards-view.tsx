import type { HTMLAttributes, ReactNode } from 'react';
import { Group, Stack, Text } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { CardList, CardListLoading, DataTableCard, type CardCell } from './data-table-cards';
import { DataTableLayoutContext } from './data-table-layout';
import type { DataTableProps } from './data-table-types';
import { SortSelect } from './sort-select';
import { labelOf, withRowState, type DataTableModel, type DataTableRow } from './use-data-table';

type Props<T extends RowData, S> = { props: DataTableProps<T, S>; model: DataTableModel<T, S>; columnsMenu: ReactNode };

/** The phone layout of DataTable (below `sm`, decision 030): one card per row, sorted with a select. */
export function DataTableCardsView<T extends RowData, S>({ props, model, columnsMenu }: Props<T, S>) {
  const { RowState, rowProps, onRowClick, emptyText, loading, columnMenu, serverSorting } = props;
  const { table, columnOf, sorting, onSortingChange } = model;
  const rows = table.getRowModel().rows;
  const renderCard = (row: DataTableRow<T>, state: S) => {
    const cells = row.getVisibleCells().map((cell): CardCell => {
      const col = columnOf(cell.column.id);
      return {
        id: col.id,
        label: labelOf(col),
        slot: col.card ?? 'field',
        align: col.align,
        content: col.cell(row.original, state),
      };
    });
    const open = onRowClick ? () => onRowClick(row.original) : undefined;
    return (
      <DataTableCard
        row={{
          id: row.id,
          cells,
          onOpen: open,
          attributes: rowProps?.(row.original) as HTMLAttributes<HTMLElement> | undefined,
        }}
      />
    );
  };
  const sortable = table
    .getAllLeafColumns()
    .filter((col) => col.getCanSort())
    .map((col) => ({ id: col.id, label: labelOf(columnOf(col.id)) ?? col.id }));
  return (
    <DataTableLayoutContext.Provider value="cards">
      <Stack gap="sm">
        {(sortable.length > 0 || columnMenu) && rows.length > 0 && (
          <Group align="flex-end" wrap="wrap">
            {sortable.length > 0 && (
              <SortSelect
                columns={sortable}
                sorting={sorting}
                onChange={(next) => onSortingChange(next)}
                allowNone={serverSorting === undefined}
              />
            )}
            {columnsMenu}
          </Group>
        )}
        {loading && rows.length === 0 && <CardListLoading />}
        {!loading && rows.length === 0 && emptyText !== undefined && (
          <Text c="dimmed" size="sm" ta="center" data-testid="data-table-empty">
            {emptyText}
          </Text>
        )}
        {rows.length > 0 && (
          <CardList ariaLabel={props.ariaLabel} testId={props.testId}>
            {rows.map((row) => withRowState(RowState, row, renderCard))}
          </CardList>
        )}
      </Stack>
    </DataTableLayoutContext.Provider>
  );
}
