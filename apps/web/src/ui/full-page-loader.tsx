import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown while the app or a page is loading its first data. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text size="sm" c="dimmed">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
