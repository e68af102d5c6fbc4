import { safeRedirectPath } from './guards';

/**
 * The page a user wanted before the guard sent them to /login or /agb; the login and terms pages
 * send them on to it. Kept in session storage (this tab only) so the URL stays plain.
 */
const KEY = 'wantedPath';

export function rememberWantedPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Without storage the user lands on the dashboard instead.
  }
}

/** The remembered page (once: it is forgotten when read), or null. */
export function takeWantedPath(): string | null {
  try {
    const path = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return safeRedirectPath(path);
  } catch {
    return null;
  }
}

export function forgetWantedPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
