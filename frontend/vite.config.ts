import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { lazyChunksInTurn } from './scripts/lazy-chunks-in-turn.ts';
import { mainBundleInTurn } from './scripts/main-bundle-in-turn.ts';
import { mantineComponentStyles } from './scripts/mantine-component-styles.ts';
import { precompress } from './scripts/precompress.ts';
import { publicPagesFile } from './scripts/public-pages-file.ts';
import { routePreloadsFile } from './scripts/route-preloads-file.ts';
import { serverShellBuild } from './scripts/server-shell-build.ts';

// Resolved from this file so the build works from the repo root (`vite build --config frontend/vite.config.ts`)
// as well as from the workspace (`npm run build -w frontend`).
const root = fileURLToPath(new URL('.', import.meta.url));

// The API, the token endpoint and the dev mailbox are served by the embedded server on the same origin in
// production; in `vite dev` they are proxied to it.
const backend = process.env.CERTUS_BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  root,
  // Each Mantine component's CSS with the chunk that uses it; lazy chunks loaded by the site's own loader, their
  // files evaluated one per task; the main bundle's files likewise, started by the boot script from index.html;
  // the public pages for the server's sitemap.xml;
  // each route's preloads for the server's pages (its code and first picture with the main bundle);
  // precompressed brotli and gzip beside each text file; then the drawer of the pages for the server.
  plugins: [mantineComponentStyles(), react(), lazyChunksInTurn(), mainBundleInTurn(), publicPagesFile(), routePreloadsFile(), precompress(), serverShellBuild()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Names the files of the first-load budget's list (tests/e2e/first-load-budget.e2e.ts); the sizes there are
    // what a browser really downloads, not read from here.
    manifest: true,
    // Mantine's and React's vendor code is shared by every route; page chunks stay small.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The site (index.html and its main bundle), and the first script of the pages the server draws whole
      // (src/boot.ts: it starts the main bundle after the page's first picture).
      input: { index: fileURLToPath(new URL('index.html', import.meta.url)), boot: fileURLToPath(new URL('src/boot.ts', import.meta.url)) },
      output: {
        // Route chunks are named by their hash alone: the main bundle carries every chunk's file name (the route
        // table's lazy imports and their preload lists), so "staff-order-page-C2CJTCNN.js" over "C2CJTCNN.js" cost
        // the home page's first load 1.3 kB of brotli for names no visitor reads. The source maps still name
        // each chunk's modules; the entries (index, boot) keep their names. Seven characters of hash (42 bits;
        // rolldown's least for this many chunks), not eight: 0.2 kB fewer in the main bundle's file table.
        chunkFileNames: 'assets/[hash:7].js',
        codeSplitting: {
          // Everything the first page needs before any route code, in two files: the libraries (React, the router,
          // the state, Mantine) and the site's own code. Not one: the boot script evaluates them one per task
          // (scripts/main-bundle-in-turn.ts), and the whole bundle in one file was the longest task of every first
          // visit (54-72 ms on the test machine, in Lighthouse's runs). Not more: each boundary costs the home
          // page's first load bytes (five files were 4 kB of brotli over one; two are 0.5 kB), and over HTTP/1.1
          // (six connections) many small files cost round trips. Route chunks stay split.
          // (Not the boot script's: it is the first script of pages the server drew, and must stay a few bytes.)
          groups: [
            { name: 'libraries', tags: ['$initial'], test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|redux|@reduxjs|immer|reselect|react-redux|redux-thunk|use-sync-external-store|@mantine|clsx)[\\/]/, priority: 5 },
            { name: 'shell', tags: ['$initial'], test: (id) => !/[\\/]src[\\/]boot/.test(id) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/': backend,
      '/token': backend,
      '/dev/': backend,
      '/storage/': backend,
    },
  },
  preview: { port: 4173 },
});
