import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { logoutRequest } from '../api/logout';
import { endSession } from './session';

/**
 * Spec section 4: logout ends the server session, clears stored auth, roles and features, lands on
 * /logout and reloads the page (a full load, so nothing of the session stays in memory).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    try {
      await logoutRequest();
    } catch {
      // The server session may be gone already; the local logout happens regardless.
    }
    endSession(queryClient);
    window.location.assign('/logout');
  };
  return { logout, pending };
}
