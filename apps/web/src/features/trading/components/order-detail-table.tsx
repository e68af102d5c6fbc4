import { Card, Table } from '@mantine/core';
import type { OrderDetailRow } from './use-order-detail-rows';

/** An order's details as a two-column table, each value with its `order-<key>` test id. */
export function OrderDetailTable({ rows }: { rows: OrderDetailRow[] }) {
  return (
    <Card withBorder padding="md">
      <Table>
        <Table.Tbody>
          {rows.map(([label, value, key]) => (
            <Table.Tr key={key}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td data-testid={`order-${key}`}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
