import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/**
 * Where the site's server finds the page drawer (infra/platform/src/server-shell.ts keeps the same names): in a
 * dot folder of the built site, which the static file routes never serve.
 */
export const SERVER_SHELL_DIR = '.server';
export const SERVER_SHELL_FILE = 'render-shell.mjs';

const ENTRY = 'src/app/server-shell/render-shell.tsx';

/**
 * Builds src/app/server-shell/render-shell.tsx for Node, after the site's own build and into its folder, so that
 * every build of the site (npm run build, the browser tests', npm run lighthouse's) comes with the drawer of
 * its pages. One file with everything in it (React, the router, Mantine, the pages): it runs wherever the site
 * is served from, with no node_modules beside it. CSS modules are compiled as in the site's build, so the class
 * names the server writes are the ones of the site's stylesheets.
 */
export function serverShellBuild(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'certus:server-shell',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await build({
          configFile: false,
          root,
          mode: 'production',
          logLevel: 'warn',
          plugins: [react()],
          ssr: { noExternal: true, target: 'node' },
          build: {
            ssr: ENTRY,
            outDir: path.join(outDir, SERVER_SHELL_DIR),
            emptyOutDir: true,
            copyPublicDir: false,
            sourcemap: false,
            minify: false,
            rolldownOptions: { output: { entryFileNames: SERVER_SHELL_FILE, codeSplitting: false } },
          },
        });
      },
    },
  };
}
