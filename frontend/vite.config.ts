import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { publicPagesFile } from './scripts/public-pages-file.ts';

// Resolved from this file so the build works from the repo root (`vite build --config frontend/vite.config.ts`)
// as well as from the workspace (`npm run build -w frontend`).
const root = fileURLToPath(new URL('.', import.meta.url));

// The API, the token endpoint and the dev mailbox are served by the embedded server on the same origin in
// production; in `vite dev` they are proxied to it.
const backend = process.env.CERTUS_BACKEND_URL ?? 'http://localhost:8080';

export default defineConfig({
  root,
  // Precompressed brotli and gzip beside each text file; the public pages for the server's sitemap.xml.
  plugins: [react(), publicPagesFile(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // Read by scripts/report-initial-load.mjs to report (and guard) what the home page loads first.
    manifest: true,
    // Mantine's and React's vendor code is shared by every route; page chunks stay small.
    chunkSizeWarningLimit: 600,
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
