import { useMemo } from 'react';
import { toGuardSession, type GuardSession } from '../navigation/guard-session';
import { useCurrentUser } from '../api/get-current-user';
import { useMetadata } from '../api/get-metadata';

/** The logged-in user as the guard and the menus see it; null when nobody is logged in. */
export function useGuardSession(): GuardSession | null {
  const user = useCurrentUser();
  const metadata = useMetadata().data;
  return useMemo(() => (user && metadata ? toGuardSession(user, metadata) : null), [user, metadata]);
}
