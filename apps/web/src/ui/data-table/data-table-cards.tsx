import type { HTMLAttributes, KeyboardEvent, ReactNode } from 'react';
import { Box, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import classes from './data-table.module.css';

/** One cell of a card: its column's label (null: no label) and what the cell shows. */
export type CardCell = {
  id: string;
  label: string | null;
  slot: 'title' | 'field' | 'full';
  align?: 'right';
  content: ReactNode;
};

export type CardRow = {
  id: string;
  cells: CardCell[];
  attributes?: HTMLAttributes<HTMLElement>;
  onOpen?: () => void;
};

/** The list the cards sit in (phones); list semantics for screen readers. */
export function CardList({
  children,
  ariaLabel,
  testId,
}: {
  children: ReactNode;
  ariaLabel?: string;
  testId?: string;
}) {
  return (
    <Box component="ul" className={classes.cardList} aria-label={ariaLabel} data-testid={testId} data-layout="cards">
      {children}
    </Box>
  );
}

export function CardListLoading() {
  return (
    <Stack gap="sm" aria-busy>
      {Array.from({ length: 3 }, (_, i) => (
        <Skeleton key={i} h={96} radius="md" data-testid="data-table-loading" />
      ))}
    </Stack>
  );
}

/**
 * One row as a card: the title cells on top, then label and value per column, then the full-width
 * cells (a quantity field, an order button).
 */
export function DataTableCard({ row }: { row: CardRow }) {
  const open = row.onOpen;
  return (
    <Card
      component="li"
      withBorder
      padding="sm"
      radius="md"
      className={open ? classes.clickableCard : undefined}
      onClick={open}
      onKeyDown={open ? (e: KeyboardEvent<HTMLElement>) => e.key === 'Enter' && open() : undefined}
      tabIndex={open ? 0 : undefined}
      {...row.attributes}
    >
      <Stack gap={6}>
        {row.cells
          .filter((c) => c.slot === 'title')
          .map((c) => (
            <Box key={c.id} fw={600} data-column={c.id}>
              {c.content}
            </Box>
          ))}
        {row.cells
          .filter((c) => c.slot === 'field')
          .map((c) => (
            <Group key={c.id} justify="space-between" align="flex-start" wrap="nowrap" gap="sm" data-column={c.id}>
              {c.label !== null && (
                <Text size="sm" c="dimmed" className={classes.cardLabel}>
                  {c.label}
                </Text>
              )}
              <Box ta="right" className={classes.cardValue}>
                {c.content}
              </Box>
            </Group>
          ))}
        {row.cells
          .filter((c) => c.slot === 'full')
          .map((c) => (
            <Box key={c.id} data-column={c.id}>
              {c.content}
            </Box>
          ))}
      </Stack>
    </Card>
  );
}
