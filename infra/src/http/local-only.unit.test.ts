import type { AddressInfo, Socket } from 'node:net';
import os from 'node:os';
import { Router } from 'express';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@certus/contracts';
import { ManualClock } from '../runtime/clock.ts';
import { sequentialIds } from '../runtime/ids.ts';
import { AccessTokens } from './access-tokens.ts';
import { createServiceApp } from './service-app.ts';
import { devToolsRouter } from './dev-tools-router.ts';
import { LOCAL_ONLY_MESSAGE, isLocalRequest, isLoopbackAddress } from './local-only.ts';

const RESET_MAIL = {
  id: 1,
  to: ['ann@example.com'],
  from: 'no-reply@certus.test',
  subject: 'Reset your password',
  text: 'http://localhost:8080/reset?token=secret-reset-token',
  html: '',
  receivedAt: '2026-01-01T00:00:00.000Z',
};

/**
 * The dev tools as the embedded default mounts them, on a real socket. `remoteAddress` simulates the peer
 * address the server sees for every connection (set on the socket before Express reads it), so a remote
 * client can be played on a machine whose only interface is loopback.
 */
async function startDevTools(options: { host?: string; remoteAddress?: string } = {}) {
  const app = createServiceApp({
    logger: pino({ level: 'silent' }),
    ids: sequentialIds(),
    tokens: new AccessTokens('a-test-secret-that-is-long-enough-123', new ManualClock(new Date()), 900),
    publicOrigin: 'http://localhost:8080',
    routers: [],
    ownBodyRouters: [
      devToolsRouter({
        mailbox: () => [RESET_MAIL],
        oidc: { mountPath: '/dev/oidc', router: Router().get('/.well-known/openid-configuration', (_req, res) => void res.json({ issuer: 'x' })) },
      }),
    ],
  });
  const server = app.listen(0, options.host ?? '127.0.0.1');
  if (options.remoteAddress) {
    server.prependListener('connection', (socket: Socket) => Object.defineProperty(socket, 'remoteAddress', { value: options.remoteAddress }));
  }
  await new Promise((resolve) => server.once('listening', resolve));
  return { port: (server.address() as AddressInfo).port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('which client addresses are this machine', () => {
  it.each([
    ['127.0.0.1', true],
    ['127.1.2.3', true],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:127.9.9.9', true],
    ['192.0.2.2', false],
    ['10.0.0.1', false],
    ['::ffff:192.0.2.2', false],
    ['fe80::1', false],
    ['::', false],
    ['0.0.0.0', false],
    ['localhost', false],
    ['', false],
    [undefined, false],
  ])('given the socket peer %s, then it is loopback: %s', (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });

  it('given a loopback peer that forwards for someone (a local reverse proxy), then the request is not local, whatever the header says', () => {
    for (const header of [{ 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }, { 'x-real-ip': '127.0.0.1' }]) {
      expect(isLocalRequest({ headers: header, socket: { remoteAddress: '127.0.0.1' } })).toBe(false);
    }
    expect(isLocalRequest({ headers: {}, socket: { remoteAddress: '127.0.0.1' } })).toBe(true);
  });

  it('given a remote peer that claims to be local in X-Forwarded-For, then it is still not local (the socket decides)', () => {
    expect(isLocalRequest({ headers: { 'x-forwarded-for': '127.0.0.1' }, socket: { remoteAddress: '203.0.113.9' } })).toBe(false);
  });
});

describe('the dev mailbox and the demo sign-in answer this machine only', () => {
  it('given a request from loopback, when the mailbox is read, then it shows the mail', async () => {
    const tools = await startDevTools();
    try {
      const response = await fetch(`http://127.0.0.1:${tools.port}/dev/mailbox/messages`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual([RESET_MAIL]);
    } finally {
      await tools.close();
    }
  });

  it('given a request from another machine, when the mailbox or the demo provider is asked, then 403 with the error shape and no mail', async () => {
    const tools = await startDevTools({ remoteAddress: '203.0.113.9' });
    try {
      for (const path of ['/dev/mailbox/messages', '/dev/mailbox', '/dev/oidc/.well-known/openid-configuration']) {
        const response = await fetch(`http://127.0.0.1:${tools.port}${path}`, { headers: { accept: 'application/json' } });
        const text = await response.text();
        expect(response.status, path).toBe(403);
        expect(ErrorBody.parse(JSON.parse(text)).message).toBe(LOCAL_ONLY_MESSAGE);
        expect(text).not.toContain('secret-reset-token');
      }
    } finally {
      await tools.close();
    }
  });

  it('given a browser on another machine, when it opens the mailbox, then a short page says the dev tools answer only on this machine', async () => {
    const tools = await startDevTools({ remoteAddress: '::ffff:192.0.2.77' });
    try {
      const response = await fetch(`http://127.0.0.1:${tools.port}/dev/mailbox`, { headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
      const page = await response.text();
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(page).toContain('Only on this machine');
      expect(page).not.toContain('secret-reset-token');
    } finally {
      await tools.close();
    }
  });

  it('given a local reverse proxy forwarding a client, when the mailbox is asked through it, then 403', async () => {
    const tools = await startDevTools();
    try {
      const response = await fetch(`http://127.0.0.1:${tools.port}/dev/mailbox/messages`, { headers: { 'x-forwarded-for': '198.51.100.4' } });
      expect(response.status).toBe(403);
    } finally {
      await tools.close();
    }
  });

  // A real second address, where the machine has one (CI's has): the peer address comes from the kernel,
  // not from the simulation above.
  const lanAddress = Object.values(os.networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
  it.runIf(lanAddress)(`given a real connection to this machine's address ${lanAddress}, when the mailbox is asked, then 403`, async () => {
    const tools = await startDevTools({ host: '0.0.0.0' });
    try {
      const remote = await fetch(`http://${lanAddress}:${tools.port}/dev/mailbox/messages`);
      expect(remote.status).toBe(403);
      const local = await fetch(`http://127.0.0.1:${tools.port}/dev/mailbox/messages`);
      expect(local.status).toBe(200);
    } finally {
      await tools.close();
    }
  });
});
