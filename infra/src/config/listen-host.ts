import { isLoopbackAddress } from '../http/local-only.ts';

/** Where the embedded default listens unless HOST says otherwise: this machine only. */
export const DEFAULT_EMBEDDED_HOST = '127.0.0.1';

/** HOST, or this machine only. */
export function embeddedListenHost(env: NodeJS.ProcessEnv = process.env): string {
  return env.HOST?.trim() || DEFAULT_EMBEDDED_HOST;
}

/**
 * Whether listening on `host` keeps the server to this machine: `localhost` or a loopback address
 * (127.0.0.0/8, ::1, bracketed or not). Any other name may resolve to an interface others reach, so it
 * counts as open, as do 0.0.0.0 and :: (every interface).
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host.trim().replace(/^\[(.*)\]$/, '$1');
  return bare.toLowerCase() === 'localhost' || isLoopbackAddress(bare);
}

/** The embedded default's developer tools that are on: either one hands an account to whoever reaches it. */
export interface DevTools {
  /** The local SMTP sink and /dev/mailbox (no SMTP_URL): every mail, password-reset links included. */
  mailbox: boolean;
  /** The demo OpenID provider at /dev/oidc (demo data on, no OIDC_PROVIDERS): any e-mail signs in. */
  demoSignIn: boolean;
}

/**
 * Why the embedded default must not start, or null: a HOST that other machines reach while a developer tool
 * is on. The tools also refuse non-local requests themselves; this stops the server from even offering them.
 * One sentence that says what to set.
 */
export function devToolsExposureProblem(host: string, tools: DevTools): string | null {
  if (isLoopbackHost(host) || (!tools.mailbox && !tools.demoSignIn)) return null;
  const exposed = [
    tools.mailbox ? 'the dev mailbox (every mail, password-reset links included)' : '',
    tools.demoSignIn ? 'the demo sign-in (any e-mail address signs in)' : '',
  ].filter(Boolean);
  const fixes = [tools.mailbox ? 'SMTP_URL (a real mail server)' : '', tools.demoSignIn ? 'OIDC_PROVIDERS or CERTUS_DEMO_DATA=0' : ''].filter(Boolean);
  return `HOST=${host} would open ${exposed.join(' and ')} to other machines: set ${fixes.join(' and ')}, or leave HOST unset to listen on 127.0.0.1 only.`;
}
