import type { ReactNode } from 'react';
import { Paper, Text, ThemeIcon, Group } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { PageHeader } from './page-header';

/** A screen that a later issue builds: its title, what it will hold, and nothing made up. */
export function PagePlaceholder({ title, description, note, children }: { title: string; description: string; note: string; children?: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      {children}
      <Paper withBorder p="lg" radius="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" size="lg" radius="xl">
            <IconClockHour4 size={20} stroke={1.6} />
          </ThemeIcon>
          <Text size="sm" c="dimmed">
            {note}
          </Text>
        </Group>
      </Paper>
    </>
  );
}
