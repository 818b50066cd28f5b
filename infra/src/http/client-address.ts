import { isIP } from 'node:net';
import type { Request } from 'express';

/**
 * Who is calling: the one answer every rate limit, sign-in throttle and log line uses.
 *
 * The address is the socket's peer, unless that peer is one of the configured trusted proxies
 * (TRUSTED_PROXIES: a comma list of IPs and CIDRs, empty by default). Only then is X-Forwarded-For read,
 * from the right, skipping trusted hops, so the client cannot choose its own address by sending the
 * header: nginx appends the address it saw, and that one is taken whatever the client put before it.
 * Express's `trust proxy` setting is derived from the same list (trustProxySetting), so `req.ip` agrees.
 */
export type TrustedProxies = readonly string[];

export class TrustedProxiesInvalid extends Error {
  override readonly name = 'TrustedProxiesInvalid';
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (!address || extra !== undefined) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** "10.0.0.5, 127.0.0.1/8, ::1" into its entries; anything that is not an IP or a CIDR is refused. */
export function parseTrustedProxies(value: string | undefined): string[] {
  const entries = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !isAddressOrCidr(entry));
  if (wrong.length > 0) {
    throw new TrustedProxiesInvalid(`TRUSTED_PROXIES holds ${wrong.map((w) => `"${w}"`).join(', ')}: give IP addresses or CIDRs, comma-separated.`);
  }
  return entries;
}

export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  return parseTrustedProxies(env.TRUSTED_PROXIES);
}

/** Express's `trust proxy` value: the list, or false (the socket's address, X-Forwarded-For ignored). */
export function trustProxySetting(proxies: TrustedProxies): string[] | false {
  return proxies.length > 0 ? [...proxies] : false;
}

/** IPv4 clients of a dual-stack socket show as ::ffff:a.b.c.d; one client, one spelling. */
export function normaliseAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped ? mapped[1]! : address.toLowerCase();
}

/** The caller's address as the service's trust setting resolves it (see above). */
export function clientAddress(req: Pick<Request, 'ip' | 'socket'>): string {
  const address = req.ip ?? req.socket?.remoteAddress;
  return address ? normaliseAddress(address) : 'unknown';
}
