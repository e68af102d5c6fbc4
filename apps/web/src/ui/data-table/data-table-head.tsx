import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import type { RowData } from '@tanstack/react-table';
import type { DataTableModel } from './use-data-table';

const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';

function SortIcon({ sorted }: { sorted: false | 'asc' | 'desc' }) {
  if (sorted === 'asc') return <IconArrowUp size={14} aria-hidden />;
  if (sorted === 'desc') return <IconArrowDown size={14} aria-hidden />;
  return <IconArrowsSort size={14} aria-hidden opacity={0.4} />;
}

/** The sticky header row: a sortable column's header is a button with the sort direction as icon and aria-sort. */
export function DataTableHead<T extends RowData, S>({ model }: { model: DataTableModel<T, S> }) {
  return (
    <Table.Thead>
      {model.table.getHeaderGroups().map((group) => (
        <Table.Tr key={group.id}>
          {group.headers.map((header) => {
            const col = model.columnOf(header.column.id);
            const sorted = header.column.getIsSorted();
            const canSort = header.column.getCanSort();
            return (
              <Table.Th
                key={header.id}
                ta={col.align}
                aria-sort={canSort ? ariaSort(sorted) : undefined}
                {...col.thProps}
              >
                {canSort ? (
                  <UnstyledButton
                    onClick={header.column.getToggleSortingHandler()}
                    fz="inherit"
                    fw="inherit"
                    style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                    data-testid={`sort-${col.id}`}
                  >
                    {col.header}
                    <SortIcon sorted={sorted} />
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
  );
}
