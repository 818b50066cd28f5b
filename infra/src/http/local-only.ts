import { BlockList, isIP } from 'node:net';
import type { Request, RequestHandler } from 'express';

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/**
 * True for an address of this machine's loopback interface: 127.0.0.0/8 and ::1, in any spelling, 127.x
 * written as an IPv4-mapped IPv6 address included (what a dual-stack socket reports for an IPv4 client).
 * Anything else, an empty or missing address included, is another machine.
 */
export function isLoopbackAddress(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && LOOPBACK.check(address!, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Headers a reverse proxy adds. A proxy on this machine connects from the loopback address, so the socket
 * alone would take everyone it forwards for a local user; a request that names a forwarded client is
 * therefore never local. The header is never trusted the other way: it can only refuse, not admit.
 */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/**
 * Whether a request comes straight from this machine: the socket's peer address (never X-Forwarded-For or
 * Express's req.ip, which follow the proxy settings) is loopback and no proxy forwarded it.
 */
export function isLocalRequest(req: Pick<Request, 'headers'> & { socket: { remoteAddress?: string | undefined } }): boolean {
  if (FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)) return false;
  return isLoopbackAddress(req.socket.remoteAddress);
}

export const LOCAL_ONLY_MESSAGE =
  'The developer tools (dev mailbox, demo sign-in) answer only on the machine that runs Certus: open them there, at http://localhost.';

const localOnlyPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Only on this machine · Certus</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body style="font-family:system-ui,sans-serif;margin:2rem;max-width:40rem;color:#1a1b1e"><main><h1>Only on this machine</h1>
<p>The developer tools of Certus (the dev mailbox and the demo sign-in) show every mail and sign anyone in, so they answer
only requests made on the computer that runs Certus, at <code>http://localhost</code>, never through a proxy.</p></main></body></html>`;

/**
 * Guards the embedded default's developer tools (/dev/mailbox, /dev/oidc): anyone who reaches them could read
 * a password-reset link or sign in as anybody. Others get 403, as a short page for a browser and as the
 * contracts' ErrorBody for anything else.
 */
export function localRequestsOnly(): RequestHandler {
  return (req, res, next) => {
    if (isLocalRequest(req)) return next();
    res.status(403).set('Cache-Control', 'no-store');
    if (req.accepts(['json', 'html']) === 'html') return void res.type('html').send(localOnlyPage);
    res.json({ message: LOCAL_ONLY_MESSAGE, correlationId: req.correlationId });
  };
}
