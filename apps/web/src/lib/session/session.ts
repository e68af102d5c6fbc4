import type { QueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@fuel/domain/contracts/identity';
import type { Metadata } from '@fuel/domain/contracts/metadata';
import { currentUserQuery, getCurrentUser, NoSessionError } from '../api/get-current-user';
import { getMetadata, metadataQuery } from '../api/get-metadata';
import { sessionKeys } from '../api/session-keys';
import { startSessionServices, stopSessionServices } from './session-services';
import { forgetWantedPath } from '../navigation/wanted-path';

export type Session = { user: CurrentUser; metadata: Metadata };

/** Spec section 6: roles and features are kept in session storage (and cleared on logout). */
export const SESSION_STORAGE_KEYS = { roles: 'roles', features: 'features' } as const;

function storeRolesAndFeatures(metadata: Metadata): void {
  try {
    sessionStorage.setItem(SESSION_STORAGE_KEYS.roles, JSON.stringify(metadata.roles));
    sessionStorage.setItem(SESSION_STORAGE_KEYS.features, JSON.stringify(metadata.features));
  } catch {
    // Storage unavailable: the in-memory session still works for this page.
  }
}

function clearStoredSession(): void {
  try {
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.roles);
    sessionStorage.removeItem(SESSION_STORAGE_KEYS.features);
  } catch {
    // Nothing stored.
  }
}

/** The session already in memory, without asking the server. */
export function cachedSession(queryClient: QueryClient): Session | null {
  const user = queryClient.getQueryData(currentUserQuery().queryKey);
  const metadata = queryClient.getQueryData(metadataQuery().queryKey);
  return user && metadata ? { user, metadata } : null;
}

/**
 * Set when the server has just said that nobody is logged in; the very next check (the guard of the
 * /login page the user is sent to) takes that answer instead of asking again, so /login is checked
 * once (issue 14). Used once, and forgotten when a session starts or ends.
 */
let justFoundLoggedOut = false;

/**
 * The guard's first step (spec section 2): without a user in memory, fetch the current user and the
 * metadata; null when that fails (the guard then sends the user to /login).
 */
export async function loadSession(queryClient: QueryClient): Promise<Session | null> {
  const cached = cachedSession(queryClient);
  if (cached) {
    startSessionServices(queryClient, cached.user);
    return cached;
  }
  if (justFoundLoggedOut) {
    justFoundLoggedOut = false;
    return null;
  }
  try {
    const user = await queryClient.ensureQueryData({ ...currentUserQuery(), queryFn: getCurrentUser });
    const metadata = await queryClient.ensureQueryData({ ...metadataQuery(), queryFn: () => getMetadata('throw') });
    storeRolesAndFeatures(metadata);
    // A page load with a session: the same loads, timer and stream as after a login (spec section 4).
    startSessionServices(queryClient, user);
    return { user, metadata };
  } catch (error) {
    queryClient.removeQueries({ queryKey: sessionKeys.all });
    justFoundLoggedOut = error instanceof NoSessionError;
    return null;
  }
}

/**
 * After a successful login: store the user, load metadata (spec section 4), then the other loads of a
 * fresh session, the market-window timer and the live stream (./session-services.ts; not awaited:
 * they must not hold up or fail the login).
 */
export async function startSession(queryClient: QueryClient, user: CurrentUser): Promise<Session> {
  justFoundLoggedOut = false;
  queryClient.setQueryData(currentUserQuery().queryKey, user);
  const metadata = await queryClient.fetchQuery({ ...metadataQuery(), queryFn: () => getMetadata('throw') });
  storeRolesAndFeatures(metadata);
  startSessionServices(queryClient, user);
  return { user, metadata };
}

/**
 * Forgets the session in this tab: stops the market-window timer and the live stream, drops the cached
 * user, metadata and every other query, stored roles, features and wanted page.
 */
export function endSession(queryClient: QueryClient): void {
  justFoundLoggedOut = false;
  stopSessionServices();
  queryClient.clear();
  clearStoredSession();
  forgetWantedPath();
}

/** Records the server's confirmation that the terms were accepted (gtcAccepted stays false until then). */
export function markTermsAccepted(queryClient: QueryClient): void {
  queryClient.setQueryData(currentUserQuery().queryKey, (user) => (user ? { ...user, gtcAccepted: true } : user));
}
