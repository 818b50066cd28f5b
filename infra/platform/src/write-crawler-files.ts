import { existsSync } from 'node:fs';
import path from 'node:path';
import { requireEnv } from '@certus/infra';
import { writeCrawlerFiles } from './crawler-files.ts';
import { FRONTEND_DIST } from './static-site.ts';

/**
 * npm run build:crawler-files: robots.txt and sitemap.xml written into the built site (frontend/dist, or
 * CERTUS_SITE_DIR) for nginx (infra/ops/nginx.conf), which serves files and cannot make them. The build does
 * not know the site's address, so this runs after every `npm run build`, with the services' PUBLIC_ORIGIN.
 * (`npm start` and `npm run start:web` make both files themselves.)
 */
const raw = requireEnv('PUBLIC_ORIGIN');
const origin = URL.canParse(raw) ? new URL(raw) : null;
if (!origin || !['http:', 'https:'].includes(origin.protocol) || `${origin.origin}/` !== origin.href.replace(/\/?$/, '/')) {
  console.error(`PUBLIC_ORIGIN must be an origin such as https://www.example.com, got "${raw}".`);
  process.exit(2);
}
if (!existsSync(path.join(FRONTEND_DIST, 'index.html'))) {
  console.error(`${FRONTEND_DIST} holds no built site: run "npm run build" first.`);
  process.exit(2);
}
for (const file of writeCrawlerFiles(FRONTEND_DIST, origin.origin)) console.log(`wrote ${file}`);
