import { Group, Stack, Text } from '@mantine/core';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { UserAvatar } from './user-avatar';

/** Who is logged in: avatar, name and company (head of the user drawer). */
export function UserIdentity({ user }: { user: CurrentUser }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <UserAvatar user={user} />
      <Stack gap={0}>
        <Text fw={600} size="sm">
          {user.user.firstName} {user.user.lastName}
        </Text>
        <Text size="xs" c="dimmed">
          {user.account.name}
        </Text>
      </Stack>
    </Group>
  );
}
