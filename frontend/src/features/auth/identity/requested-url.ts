/**
 * The page a member asked for before being sent to log in (spec 2.5: after login, go to the stored
 * requested page). Kept in session storage so it survives the trip through /login and a page reload.
 */
const REQUESTED_URL_KEY = 'certus.requestedUrl';

/** Pages that make no sense to come back to after logging in. */
const NOT_WORTH_RETURNING_TO = /^\/(login|logout|register|resend|verify)(\/|\?|$)/i;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Only same-site paths: never an absolute or protocol-relative URL (no open redirect). */
export const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function rememberRequestedUrl(path: string): void {
  if (!isLocalPath(path) || NOT_WORTH_RETURNING_TO.test(path)) return;
  storage()?.setItem(REQUESTED_URL_KEY, path);
}

/** The stored page, without forgetting it (safe to call while rendering). */
export function peekRequestedUrl(): string | null {
  const path = storage()?.getItem(REQUESTED_URL_KEY) ?? null;
  return path && isLocalPath(path) ? path : null;
}

export function forgetRequestedUrl(): void {
  storage()?.removeItem(REQUESTED_URL_KEY);
}

/** Where a member goes once signed in: the page they asked for, else the account dashboard (spec 2.5). */
export function destinationAfterLogin(locationState: unknown): string {
  const from = (locationState as { from?: unknown } | null)?.from;
  if (typeof from === 'string' && isLocalPath(from) && !NOT_WORTH_RETURNING_TO.test(from)) return from;
  return peekRequestedUrl() ?? '/account';
}
