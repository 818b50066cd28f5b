import { ExternalTokenClaims } from '@certus/contracts';

/**
 * Spec 2.5: when an external sign-in has no local account yet, "store the external access data and go to
 * /signup". Kept in session storage so a reload of /signup keeps it; gone with the tab.
 */
export interface ExternalAccess {
  provider: string;
  externalToken: string;
  claims: ExternalTokenClaims;
  /** Where to go once signed in (a local path), when the sign-in started from a protected page. */
  returnUrl: string | null;
}

const KEY = 'certus.externalAccess';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * What the externaltoken (a JWT signed by the server) says about the person, read to prefill /signup. The
 * browser cannot check the signature and does not need to: the server checks it on every use.
 */
export function readExternalTokenClaims(token: string): ExternalTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const parsed = ExternalTokenClaims.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const isExpired = (claims: ExternalTokenClaims, now = Date.now()) => claims.exp * 1000 <= now;

export function storeExternalAccess(access: ExternalAccess): void {
  storage()?.setItem(KEY, JSON.stringify(access));
}

export function readExternalAccess(): ExternalAccess | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ExternalAccess>;
    if (typeof value.provider !== 'string' || typeof value.externalToken !== 'string') return null;
    const claims = readExternalTokenClaims(value.externalToken);
    if (!claims) return null;
    return { provider: value.provider, externalToken: value.externalToken, claims, returnUrl: typeof value.returnUrl === 'string' ? value.returnUrl : null };
  } catch {
    return null;
  }
}

export function forgetExternalAccess(): void {
  storage()?.removeItem(KEY);
}
