import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress, parseTrustedProxies, trustProxySetting, TrustedProxiesInvalid } from './client-address.ts';

/** What a real Express app with this trust setting makes of a request from 127.0.0.1 with these headers. */
async function addressSeen(trusted: string[], forwardedFor?: string): Promise<string> {
  const app = express();
  app.set('trust proxy', trustProxySetting(trusted));
  app.get('/', (req, res) => void res.send(clientAddress(req)));
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    return await response.text();
  } finally {
    server.close();
  }
}

describe('client address', () => {
  it('given no trusted proxies, when a client sends X-Forwarded-For, then the socket address is used', async () => {
    expect(await addressSeen([], '203.0.113.9')).toBe('127.0.0.1');
  });

  it('given the proxy at 127.0.0.1 trusted, when it forwards for a client, then the client address is used', async () => {
    expect(await addressSeen(['127.0.0.1'], '203.0.113.9')).toBe('203.0.113.9');
  });

  it('given a trusted proxy that appends to a header the client forged, when read, then the address the proxy saw wins', async () => {
    expect(await addressSeen(['127.0.0.0/8'], '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('given an empty or unset list, when parsed, then nothing is trusted', () => {
    expect(parseTrustedProxies(undefined)).toEqual([]);
    expect(parseTrustedProxies(' ')).toEqual([]);
    expect(trustProxySetting([])).toBe(false);
  });

  it('given IPs and CIDRs of both families, when parsed, then each is kept', () => {
    expect(parseTrustedProxies('10.0.0.5, 127.0.0.1/8,::1,fd00::/8')).toEqual(['10.0.0.5', '127.0.0.1/8', '::1', 'fd00::/8']);
  });

  it.each(['loopback', '10.0.0.0/33', '10.0.0.1/8/1', 'example.com', '::1/129'])('given %s, when parsed, then it is refused with a clear message', (entry) => {
    expect(() => parseTrustedProxies(`127.0.0.1,${entry}`)).toThrow(TrustedProxiesInvalid);
  });

  it('given an IPv4-mapped IPv6 address, when normalised, then it is the plain IPv4 address', () => {
    expect(normaliseAddress('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
  });
});
