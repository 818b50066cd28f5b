import type { Server } from 'node:http';
import express from 'express';
import { freePort } from '../db/free-port.ts';
import { createDevOidcProvider, type DevOidcProvider, type DevOidcProviderOptions } from './dev-oidc-provider.ts';

export interface StartedDevOidcProvider extends Pick<DevOidcProvider, 'issuer' | 'accounts'> {
  stop(): Promise<void>;
}

/**
 * The dev provider on its own HTTP server (tests, or a provider separate from the site): on `port` (a free
 * one by default) of 127.0.0.1, under `issuerPath` (default: the root).
 */
export async function startDevOidcProvider(
  options: Omit<DevOidcProviderOptions, 'issuer'> & { port?: number; issuerPath?: string },
): Promise<StartedDevOidcProvider> {
  const port = options.port ?? (await freePort());
  const path = (options.issuerPath ?? '').replace(/\/$/, '');
  const dev = await createDevOidcProvider({ ...options, issuer: `http://127.0.0.1:${port}${path}` });
  const app = express();
  app.disable('x-powered-by');
  app.use(dev.mountPath || '/', dev.router);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.listen(port, '127.0.0.1', (error?: Error) => (error ? reject(error) : resolve(s)));
  });
  return {
    issuer: dev.issuer,
    accounts: dev.accounts,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
