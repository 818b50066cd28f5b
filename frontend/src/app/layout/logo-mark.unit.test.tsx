import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { RootLayout } from './root-layout.tsx';
import { logoMarkSvg } from './logo-mark-paths.ts';
import { server } from '../../testing/msw-server.ts';
import { renderRoutes } from '../../testing/render.tsx';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const frontend = path.resolve(import.meta.dirname, '../../..');

describe('the Certus mark', () => {
  it('given any page, when the header shows, then the mark stands beside the name in the home link, hidden from screen readers', async () => {
    const routes: RouteObject[] = [{ path: '/', Component: RootLayout, children: [{ index: true, Component: () => <h1>Home</h1> }] }];
    renderRoutes({ path: '/', routes });

    const home = await within(await screen.findByRole('banner')).findByRole('link', { name: 'Certus home' });
    const mark = within(home).getByTestId('logo-mark');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
    expect(home.textContent).toBe('Certus');
  });

  it('given the mark, then the favicon is the same drawing and index.html offers it and the home-screen icon', () => {
    expect(readFileSync(path.join(frontend, 'public/favicon.svg'), 'utf8')).toBe(logoMarkSvg());
    const png = readFileSync(path.join(frontend, 'public/apple-touch-icon.png'));
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);
    const html = readFileSync(path.join(frontend, 'index.html'), 'utf8');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg" />');
    expect(html).toContain('<link rel="apple-touch-icon" href="/apple-touch-icon.png" />');
  });
});
