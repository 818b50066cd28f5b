import { IDENTITY_STORAGE_KEY, isMemberRole, type MemberRole } from '@certus/contracts';

/** The signed-in identity as spec 3 lists it, kept in session storage (one tab, gone with the tab). */
export interface Identity {
  userName: string;
  /** The e-mail the member logged in with; the sign-in and sign-out audit calls carry it. */
  email: string;
  displayName: string;
  role: MemberRole;
  /** JSON-encoded claims, kept as the server sent them. */
  claims: string;
  accessToken: string;
  refreshToken: string;
}

// The key is the contracts' own: the script of a page drawn for the tab's member reads it too (infra member-page-script.ts).
export { IDENTITY_STORAGE_KEY };

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null; // storage disabled by the browser: the session lives in memory only
  }
}

function isIdentity(value: unknown): value is Identity {
  const v = value as Partial<Identity> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.userName === 'string' &&
    typeof v.email === 'string' &&
    typeof v.displayName === 'string' &&
    isMemberRole(v.role) &&
    typeof v.claims === 'string' &&
    typeof v.accessToken === 'string' &&
    typeof v.refreshToken === 'string'
  );
}

export function readStoredIdentity(): Identity | null {
  const raw = storage()?.getItem(IDENTITY_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isIdentity(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function writeStoredIdentity(identity: Identity | null): void {
  const store = storage();
  if (!store) return;
  if (identity) store.setItem(IDENTITY_STORAGE_KEY, JSON.stringify(identity));
  else store.removeItem(IDENTITY_STORAGE_KEY);
}
