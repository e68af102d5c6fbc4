import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import type { TableTdProps, TableThProps } from '@mantine/core';
import type { RowData, SortingState } from '@tanstack/react-table';

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
