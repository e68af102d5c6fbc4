import { Fragment, useMemo, useState, type ComponentType, type HTMLAttributes, type ReactNode } from 'react';
import { Group, Skeleton, Stack, Table, Text, UnstyledButton, type TableTdProps, type TableThProps } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
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
import { ColumnVisibilityMenu } from './column-visibility-menu';
import { CardList, CardListLoading, DataTableCard, type CardCell } from './data-table-cards';
import { DataTableLayoutContext, useDataTableLayout } from './data-table-layout';
import { SortSelect } from './sort-select';

/** A value a column sorts by on the client; null sorts last. */
export type SortValue = string | number | null;

/** One column: what it shows (cell), how it sorts (sortValue, or sortable for server sorting) and how its cells look. */
export type DataColumn<T extends RowData, S = undefined> = {
  id: string;
  header: ReactNode;
  /** The column's name in the "Spalten" menu (and the sort button's label when the header is no text). */
  label?: string;
  /** S: the row's own state (see DataTableProps.RowState), e.g. its quantity field and live price. */
  cell: (row: T, state: S) => ReactNode;
  /** Client-side sorting: the value to compare (German collation for text). */
  sortValue?: (row: T) => SortValue;
  /** Server-side sorting (manualSorting): the column id is the server's sort field. */
  sortable?: boolean;
  align?: 'right';
  /** False keeps the column out of the "Spalten" menu (e.g. the actions column). */
  hideable?: boolean;
  /** Hidden until the user shows it in the "Spalten" menu. */
  hiddenByDefault?: boolean;
  /**
   * Its place on a card (phones, below `sm`): 'title' on top without label, 'full' full width at the
   * bottom (a field, a button); default: label and value on one line.
   */
  card?: 'title' | 'full';
  thProps?: TableThProps & Record<`data-${string}`, string>;
  tdProps?: (row: T) => TableTdProps & Record<`data-${string}`, string | number | undefined>;
};

/** Sorting owned by the caller, for lists the server sorts and pages (the table does not reorder a page). */
export type ServerSorting = { sorting: SortingState; onSortingChange: (sorting: SortingState) => void };

type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number | undefined>;

/**
 * A row's own state shared by its cells (hooks per row: a form, a live price). It renders `render`
 * with that state; the table keys it by row id, so the state stays with its row when sorting.
 */
export type RowStateComponent<T, S> = ComponentType<{ row: T; render: (state: S) => ReactNode }>;

export type DataTableProps<T extends RowData, S = undefined> = {
  data: T[];
  columns: DataColumn<T, S>[];
  RowState?: RowStateComponent<T, S>;
  getRowId: (row: T) => string;
  rowProps?: (row: T) => RowAttributes;
  /** Makes a row a link-like target: click or Enter opens it. */
  onRowClick?: (row: T) => void;
  /** Shown in one cell spanning the table when there are no rows. */
  emptyText?: ReactNode;
  loading?: boolean;
  /** Offers the "Spalten" menu to hide and show columns. */
  columnMenu?: boolean;
  serverSorting?: ServerSorting;
  minWidth?: number;
  /** The table scrolls within this height so its sticky header stays in view. */
  maxHeight?: number | string;
  striped?: boolean;
  verticalSpacing?: 'xs' | 'sm' | 'md';
  testId?: string;
  ariaLabel?: string;
};

// German collation (ä next to a) and numbers as numbers; rows without a value go last.
const compare = (a: SortValue, b: SortValue): number => {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'de', { numeric: true, sensitivity: 'base' });
};

const features = tableFeatures({ rowSortingFeature, columnVisibilityFeature, sortedRowModel: createSortedRowModel() });
const LOADING_ROWS = 5;

const ariaSort = (sorted: false | 'asc' | 'desc') => (sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none');

const labelOf = <T extends RowData, S>(c: DataColumn<T, S>): string | null => c.label ?? (typeof c.header === 'string' ? c.header : null);

/**
 * The app's one list table (DESIGN.md: TanStack Table): TanStack keeps the sorting and column
 * visibility, Mantine's Table draws semantic table markup. The rows keep the given order until a
 * header is clicked. Below Mantine's `sm` breakpoint the same columns draw one card per row, sorted
 * with a select instead of the header buttons (decision 030).
 */
export function DataTable<T extends RowData, S = undefined>(props: DataTableProps<T, S>) {
  const { data, columns, RowState, getRowId, rowProps, onRowClick, emptyText, loading, columnMenu, serverSorting } = props;
  const [clientSorting, setClientSorting] = useState<SortingState>([]);
  const [columnVisibility, setColumnVisibility] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(columns.filter((c) => c.hiddenByDefault).map((c) => [c.id, false])),
  );
  const byId = useMemo(() => new Map(columns.map((c) => [c.id, c])), [columns]);
  const defs = useMemo(
    () =>
      columns.map(
        (c): ColumnDef<typeof features, T, unknown> => ({
          id: c.id,
          accessorFn: (row: T) => c.sortValue?.(row) ?? null,
          header: () => c.header,
          enableSorting: serverSorting ? c.sortable === true : c.sortValue !== undefined,
          enableHiding: c.hideable !== false,
          sortFn: (a: Row<typeof features, T>, b: Row<typeof features, T>, id: string) => compare(a.getValue<SortValue>(id), b.getValue<SortValue>(id)),
          sortUndefined: 'last',
        }),
      ),
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
  const visibleCount = table.getVisibleLeafColumns().length;
  const renderRow = (row: Row<typeof features, T>, state: S) => {
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
          const col = byId.get(cell.column.id)!;
          return (
            <Table.Td key={cell.id} ta={col.align} {...col.tdProps?.(row.original)}>
              {col.cell(row.original, state)}
            </Table.Td>
          );
        })}
      </Table.Tr>
    );
  };
  const rows = table.getRowModel().rows;
  const layout = useDataTableLayout();
  const columnsMenu = columnMenu ? (
    <ColumnVisibilityMenu
      columns={table
        .getAllLeafColumns()
        .filter((col) => col.getCanHide())
        .map((col) => ({ id: col.id, label: byId.get(col.id)?.label ?? String(byId.get(col.id)?.header ?? col.id), visible: col.getIsVisible(), toggle: (visible?: boolean) => col.toggleVisibility(visible) }))}
    />
  ) : null;
  const withState = (row: Row<typeof features, T>, draw: (row: Row<typeof features, T>, state: S) => ReactNode) =>
    RowState ? <RowState key={row.id} row={row.original} render={(state) => draw(row, state)} /> : <Fragment key={row.id}>{draw(row, undefined as S)}</Fragment>;

  if (layout === 'cards') {
    const renderCard = (row: Row<typeof features, T>, state: S) => {
      const cells = row.getVisibleCells().map((cell): CardCell => {
        const col = byId.get(cell.column.id)!;
        return { id: col.id, label: labelOf(col), slot: col.card ?? 'field', align: col.align, content: col.cell(row.original, state) };
      });
      const open = onRowClick ? () => onRowClick(row.original) : undefined;
      return <DataTableCard row={{ id: row.id, cells, onOpen: open, attributes: rowProps?.(row.original) as HTMLAttributes<HTMLElement> | undefined }} />;
    };
    const sortable = table
      .getAllLeafColumns()
      .filter((col) => col.getCanSort())
      .map((col) => ({ id: col.id, label: labelOf(byId.get(col.id)!) ?? col.id }));
    return (
      <DataTableLayoutContext.Provider value="cards">
        <Stack gap="sm">
          {(sortable.length > 0 || columnMenu) && rows.length > 0 && (
            <Group align="flex-end" wrap="wrap">
              {sortable.length > 0 && (
                <SortSelect columns={sortable} sorting={sorting} onChange={(next) => onSortingChange(next)} allowNone={serverSorting === undefined} />
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
              {rows.map((row) => withState(row, renderCard))}
            </CardList>
          )}
        </Stack>
      </DataTableLayoutContext.Provider>
    );
  }

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
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const col = byId.get(header.column.id)!;
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <Table.Th key={header.id} ta={col.align} aria-sort={canSort ? ariaSort(sorted) : undefined} {...col.thProps}>
                      {canSort ? (
                        <UnstyledButton
                          onClick={header.column.getToggleSortingHandler()}
                          fz="inherit"
                          fw="inherit"
                          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                          data-testid={`sort-${col.id}`}
                        >
                          {col.header}
                          {sorted === 'asc' ? (
                            <IconArrowUp size={14} aria-hidden />
                          ) : sorted === 'desc' ? (
                            <IconArrowDown size={14} aria-hidden />
                          ) : (
                            <IconArrowsSort size={14} aria-hidden opacity={0.4} />
                          )}
                        </UnstyledButton>
                      ) : (
                        col.header
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              rows.length === 0 &&
              Array.from({ length: LOADING_ROWS }, (_, i) => (
                <Table.Tr key={`loading-${i}`} data-testid="data-table-loading">
                  <Table.Td colSpan={visibleCount}>
                    <Skeleton h={20} radius="sm" />
                  </Table.Td>
                </Table.Tr>
              ))}
            {!loading && rows.length === 0 && emptyText !== undefined && (
              <Table.Tr>
                <Table.Td colSpan={visibleCount}>
                  <Text c="dimmed" size="sm" ta="center" data-testid="data-table-empty">
                    {emptyText}
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((row) => withState(row, renderRow))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
