import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import helmet from 'helmet';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsRouter } from './docs-router.ts';

describe('API docs router', () => {
  let server: Server;
  let base: string;
  const get = (path: string) => fetch(`${base}${path}`);

  beforeAll(async () => {
    // helmet's default Content-Security-Policy, as in the services: the page must work without inline scripts.
    const app = express().use(helmet()).use(docsRouter());
    server = app.listen(0);
    await new Promise<void>((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('given the contracts, when GET /api/openapi.json, then the generated OpenAPI 3.1 document is served as JSON', async () => {
    const response = await get('/api/openapi.json');
    const document = await response.json();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(document.paths).toHaveProperty(['/api/account/register', 'post']);
  });

  it('given the docs page, when GET /api/docs, then it loads Swagger UI from our own assets and has no inline script', async () => {
    const response = await get('/api/docs');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => /src="([^"]+)"/.exec(m[1]!)?.[1])).toEqual([
      '/api/docs/assets/swagger-ui-bundle.js',
      '/api/docs/assets/swagger-ui-standalone-preset.js',
      '/api/docs/init.js',
    ]);
    expect(scripts.every((m) => m[2]!.trim() === '')).toBe(true);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('given the page loaded, when its scripts and styles are fetched, then each is served', async () => {
    for (const [path, type] of [
      ['/api/docs/init.js', /javascript/],
      ['/api/docs/assets/swagger-ui-bundle.js', /javascript/],
      ['/api/docs/assets/swagger-ui-standalone-preset.js', /javascript/],
      ['/api/docs/assets/swagger-ui.css', /css/],
    ] as const) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(type);
      expect((await response.arrayBuffer()).byteLength, path).toBeGreaterThan(0);
    }
    expect(await (await get('/api/docs/init.js')).text()).toContain('"/api/openapi.json"');
  });

  it("given swagger-ui-dist's own demo files, when requested, then they are not served", async () => {
    for (const path of ['/api/docs/assets/index.html', '/api/docs/assets/swagger-initializer.js', '/api/docs/assets/../package.json']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
