import type { ReactNode } from 'react';
import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { RowData } from '@tanstack/react-table';
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { DataTableCardsView } from './data-table-cards-view';
import { DataTableHead } from './data-table-head';
import { useDataTableLayout } from './data-table-layout';
import type { DataTableProps } from './data-table-types';
import { useDataTable, withRowState, type DataTableRow } from './use-data-table';

export type { DataColumn, DataTableProps, RowStateComponent, ServerSorting, SortValue } from './data-table-types';

const LOADING_ROWS = 5;

/** While the first page loads: skeleton rows; without rows: the empty text across the table. */
function StatusRows({
  loading,
  empty,
  emptyText,
  colSpan,
}: {
  loading?: boolean;
  empty: boolean;
  emptyText?: ReactNode;
  colSpan: number;
}) {
  return (
    <>
      {loading &&
        empty &&
        Array.from({ length: LOADING_ROWS }, (_, i) => (
          <Table.Tr key={`loading-${i}`} data-testid="data-table-loading">
            <Table.Td colSpan={colSpan}>
              <Skeleton h={20} radius="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      {!loading && empty && emptyText !== undefined && (
        <Table.Tr>
          <Table.Td colSpan={colSpan}>
            <Text c="dimmed" size="sm" ta="center" data-testid="data-table-empty">
              {emptyText}
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
}

/**
 * The app's one list table (DESIGN.md: TanStack Table): TanStack keeps the sorting and column
 * visibility, Mantine's Table draws semantic table markup. The rows keep the given order until a
 * header is clicked. Below Mantine's `sm` breakpoint the same columns draw one card per row, sorted
 * with a select instead of the header buttons (decision 030).
 */
export function DataTable<T extends RowData, S = undefined>(props: DataTableProps<T, S>) {
  const { RowState, rowProps, onRowClick, emptyText, loading, columnMenu } = props;
  const model = useDataTable(props);
  const { table, byId, columnOf } = model;
  const layout = useDataTableLayout();
  const columnsMenu = columnMenu ? (
    <ColumnVisibilityMenu
      columns={table
        .getAllLeafColumns()
        .filter((col) => col.getCanHide())
        .map((col) => ({
          id: col.id,
          label: byId.get(col.id)?.label ?? String(byId.get(col.id)?.header ?? col.id),
          visible: col.getIsVisible(),
          toggle: (visible?: boolean) => col.toggleVisibility(visible),
        }))}
    />
  ) : null;
  if (layout === 'cards') return <DataTableCardsView props={props} model={model} columnsMenu={columnsMenu} />;

  const visibleCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  const renderRow = (row: DataTableRow<T>, state: S) => {
    const open = onRowClick ? () => onRowClick(row.original) : undefined;
    return (
      <Table.Tr
        key={row.id}
        onClick={open}
        onKeyDown={
          open
            ? (e) => {
                if (e.key === 'Enter') open();
              }
            : undefined
        }
        tabIndex={open ? 0 : undefined}
        style={open ? { cursor: 'pointer' } : undefined}
        {...rowProps?.(row.original)}
      >
        {row.getVisibleCells().map((cell) => {
          const col = columnOf(cell.column.id);
          return (
            <Table.Td key={cell.id} ta={col.align} {...col.tdProps?.(row.original)}>
              {col.cell(row.original, state)}
            </Table.Td>
          );
        })}
      </Table.Tr>
    );
  };
  return (
    <Stack gap="xs">
      {columnMenu && <Group justify="flex-end">{columnsMenu}</Group>}
      <Table.ScrollContainer minWidth={props.minWidth ?? 0} maxHeight={props.maxHeight ?? '75vh'}>
        <Table
          stickyHeader
          striped={props.striped ?? true}
          highlightOnHover
          verticalSpacing={props.verticalSpacing ?? 'xs'}
          data-testid={props.testId}
          aria-label={props.ariaLabel}
          aria-busy={loading || undefined}
        >
          <DataTableHead model={model} />
          <Table.Tbody>
            <StatusRows loading={loading} empty={rows.length === 0} emptyText={emptyText} colSpan={visibleCount} />
            {rows.map((row) => withRowState(RowState, row, renderRow))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
