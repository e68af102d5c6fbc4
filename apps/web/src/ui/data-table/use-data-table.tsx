import { Fragment, useMemo, useState, type ReactNode } from 'react';
import {
  columnVisibilityFeature,
  createSortedRowModel,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type Row,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import type { DataColumn, DataTableProps, RowStateComponent, SortValue } from './data-table-types';

// German collation (ä next to a) and numbers as numbers; rows without a value go last.
const compare = (a: SortValue, b: SortValue): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'de', { numeric: true, sensitivity: 'base' });
};

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, sortedRowModel: createSortedRowModel() });

export type DataTableRow<T extends RowData> = Row<typeof features, T>;

export const labelOf = <T extends RowData, S>(c: DataColumn<T, S>): string | null =>
  c.label ?? (typeof c.header === 'string' ? c.header : null);

type Options<T extends RowData, S> = Pick<DataTableProps<T, S>, 'data' | 'columns' | 'getRowId' | 'serverSorting'>;

/** TanStack's state of one DataTable: sorting (the caller's for server lists) and column visibility. */
export function useDataTable<T extends RowData, S>({ data, columns, getRowId, serverSorting }: Options<T, S>) {
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, false])),
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const defs = useMemo(
    () =>
      columns.map((c): ColumnDef<typeof features, T, unknown> => ({
        id: c.id,
        accessorFn: (row: T) => c.sortValue?.(row) ?? null,
        header: () => c.header,
        enableSorting: serverSorting ? c.sortable === true : c.sortValue !== undefined,
        enableHiding: c.hideable !== false,
        sortFn: (a: Row<typeof features, T>, b: Row<typeof features, T>, id: string) =>
          compare(a.getValue<SortValue>(id), b.getValue<SortValue>(id)),
        sortUndefined: 'last',
      })),
    [columns, serverSorting],
  );
  const sorting = serverSorting?.sorting ?? clientSorting;
  const onSortingChange = (updater: Updater<SortingState>) => {
    const next = typeof updater === 'function' ? updater(sorting) : updater;
    if (serverSorting) serverSorting.onSortingChange(next);
    else setClientSorting(next);
  };
  const table = useTable({
    features,
    columns: defs,
    data,
    getRowId: (row: T) => getRowId(row),
    state: { sorting, columnVisibility },
    onSortingChange,
    onColumnVisibilityChange: (updater: Updater<Record<string, boolean>>) =>
      setColumnVisibility((v) => (typeof updater === 'function' ? updater(v) : updater)),
    manualSorting: serverSorting !== undefined,
    // A server-sorted list always has an order; a client list goes back to the given order on a third click.
    enableSortingRemoval: serverSorting === undefined,
    sortDescFirst: false,
    enableMultiSort: false,
  });
  /** The column of a cell or header (every TanStack column is built from one of ours). */
  const columnOf = (id: string): DataColumn<T, S> => byId.get(id)!;
  return { table, byId, columnOf, sorting, onSortingChange };
}

export type DataTableModel<T extends RowData, S> = ReturnType<typeof useDataTable<T, S>>;

/** Draws a row through its RowState (keyed by row id, so the state stays with its row when sorting). */
export const withRowState = <T extends RowData, S>(
  RowState: RowStateComponent<T, S> | undefined,
  row: DataTableRow<T>,
  draw: (row: DataTableRow<T>, state: S) => ReactNode,
) =>
  RowState ? (
    <RowState key={row.id} row={row.original} render={(state) => draw(row, state)} />
  ) : (
    <Fragment key={row.id}>{draw(row, undefined as S)}</Fragment>
  );
