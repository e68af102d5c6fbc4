import type { ReactNode } from 'react';
import { Card, Group, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { Link } from 'react-router';

type Props = { label: string; value: ReactNode; hint?: ReactNode; to: string; testId: string };

/** One figure at a glance; the whole card links to the screen with the details. */
export function FigureCard({ label, value, hint, to, testId }: Props) {
  return (
    <Card
      component={Link}
      to={to}
      withBorder
      radius="md"
      padding="md"
      data-testid={testId}
      style={{ textDecoration: 'none', color: 'inherit' }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <IconChevronRight size={16} aria-hidden />
      </Group>
      <Text
        size="xl"
        fw={700}
        mt={4}
        style={{ fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2} style={{ overflowWrap: 'anywhere' }}>
          {hint}
        </Text>
      )}
    </Card>
  );
}
