import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import { HOME_PATH } from '../../lib/navigation/guards';
import { startSession } from '../../lib/session/session';
import { takeWantedPath } from '../../lib/navigation/wanted-path';

/** After login: store the user, load metadata, then open the page the user wanted (or the dashboard). */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: CurrentUser) => {
    await startSession(queryClient, user);
    await navigate(takeWantedPath() ?? HOME_PATH, { replace: true });
  };
}
