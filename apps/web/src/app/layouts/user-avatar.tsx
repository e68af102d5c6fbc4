import { Avatar } from '@mantine/core';
import type { CurrentUser } from '@fuel/domain/contracts/identity';

const initials = (user: CurrentUser) =>
  `${user.user.firstName.charAt(0)}${user.user.lastName.charAt(0)}`.toUpperCase() ||
  user.username.charAt(0).toUpperCase();

/**
 * The user's initials in a circle (header, user menu, user drawer). Filled, not light: white on the
 * theme's darkened shade 6 reaches AA for every colour the name picks, the light variant did not
 * (green: 4.09:1, decision 031).
 */
export function UserAvatar({ user, size }: { user: CurrentUser; size?: number }) {
  return (
    <Avatar
      color="initials"
      variant="filled"
      name={`${user.user.firstName} ${user.user.lastName}`}
      radius="xl"
      size={size}
    >
      {initials(user)}
    </Avatar>
  );
}
