import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CRAWLER_FILE_NAMES, robotsTxt, sitemapXml, writeCrawlerFiles } from './crawler-files.ts';

import { answering, directive } from './testing/nginx-locations.ts';

describe('nginx.conf: crawler files', () => {
  it('given a client-side route, when nginx answers it, then the app is sent (the reading of the file works)', () => {
    expect(directive(answering('/account/orders/ORD-1'), 'try_files')).toBe('$uri /index.html');
    expect(directive(answering('/api/orders/ORD-1'), 'proxy_pass')).toBe('http://$certus_api_upstream');
  });

  for (const name of CRAWLER_FILE_NAMES) {
    it(`given a crawler, when it asks nginx for /${name}, then nginx sends the file written into the site, never the app's index.html`, () => {
      const location = answering(`/${name}`);

      expect(directive(location, 'try_files')).toBe('$uri =404');
      expect(location.body).not.toContain('index.html');
      expect(directive(location, 'add_header Cache-Control')).toBe('"public, max-age=86400" always');
    });
  }
});

describe('writing the crawler files into the built site (npm run build:crawler-files)', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'certus-crawler-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('given a built site and its public origin, when the files are written, then they say what the Node servers send', () => {
    writeFileSync(path.join(dist, 'public-pages.json'), JSON.stringify(['/', '/featured']));

    const written = writeCrawlerFiles(dist, 'https://www.certus.example/');

    expect(written.map((file) => path.basename(file))).toEqual(['robots.txt', 'sitemap.xml']);
    expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toBe(robotsTxt('https://www.certus.example'));
    expect(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8')).toBe(sitemapXml('https://www.certus.example', ['/', '/featured']));
  });
});
