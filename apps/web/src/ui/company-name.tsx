import { Text } from '@mantine/core';

/** A company in a table cell: its name, and below it the city, dimmed. */
export function CompanyName({ name, city }: { name: string; city: string | null }) {
  return (
    <>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Text size="xs" c="dimmed">
        {city}
      </Text>
    </>
  );
}
