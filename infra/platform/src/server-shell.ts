import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SiteVariant } from '@certus/contracts';

/**
 * Where the site's build puts the drawer of its pages (frontend/scripts/server-shell-build.ts keeps the same
 * names): a dot folder of the built site, which the static file routes never serve.
 */
export const SERVER_SHELL_DIR = '.server';
export const SERVER_SHELL_FILE = 'render-shell.mjs';

/**
 * What frontend/src/app/server-shell/render-shell.tsx draws for: the path, the screen, the inlined JSON by id,
 * the site and language the visitor reads, and whether the page is drawn for the tab's member.
 */
export type AssumedScreen = 'phone' | 'wide';
export interface ShellRequest {
  path: string;
  screen: AssumedScreen;
  inlined: Readonly<Record<string, unknown>>;
  variant: SiteVariant;
  /** Drawn for the tab's member (contracts http/member-drawn-pages.ts), not for a visitor. */
  forMember?: boolean;
}
type ShellRenderer = (request: ShellRequest) => string;
interface ShellModule {
  createShellRenderer(): Promise<ShellRenderer>;
}

/**
 * The screen to draw a page for, from the browser's User-Agent: phones say "Mobi" (MDN's advice for telling
 * them apart), everything else gets the wide layout. A wrong guess (a small tablet) costs a redraw of the
 * header when the site's code runs, nothing more: the page works the same.
 */
export function screenOf(userAgent: string | undefined): AssumedScreen {
  return userAgent && /Mobi/i.test(userAgent) ? 'phone' : 'wide';
}

export interface ServerShell {
  /** The HTML of `<div id="root">` for the request, or '' when it could not be drawn (the page then draws it all). */
  render(request: ShellRequest): Promise<string>;
}

/**
 * The built site's page drawer, loaded on first use, with the newest drawings kept (drawing a page takes
 * milliseconds of CPU; most visits ask for a few pages). Null when the build has none (an older build).
 * A drawer that fails to load or to draw is reported and the page goes out without its shell.
 */
export function serverShell(dist: string, onError: (error: unknown) => void = () => undefined, capacity = 256): ServerShell | null {
  const file = path.join(dist, SERVER_SHELL_DIR, SERVER_SHELL_FILE);
  if (!existsSync(file)) return null;
  let renderer: Promise<ShellRenderer | null> | undefined;
  const drawn = new Map<string, string>();
  return {
    async render(request) {
      renderer ??= (import(pathToFileURL(file).href) as Promise<ShellModule>)
        .then((module) => module.createShellRenderer())
        .catch((error: unknown) => {
          onError(error);
          return null;
        });
      const draw = await renderer;
      if (!draw) return '';
      const key = JSON.stringify([request.path, request.screen, request.variant, request.inlined, request.forMember === true]);
      const known = drawn.get(key);
      if (known !== undefined) return known;
      let html = '';
      try {
        html = draw(request);
      } catch (error) {
        onError(error);
      }
      drawn.set(key, html);
      if (drawn.size > capacity) drawn.delete(drawn.keys().next().value!);
      return html;
    },
  };
}
