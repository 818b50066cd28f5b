import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CRAWLER_FILE_NAMES, robotsTxt, sitemapXml, writeCrawlerFiles } from './crawler-files.ts';

/**
 * The operator's nginx configuration (infra/ops/nginx.conf) read as nginx reads it: which `location` answers
 * a request path. nginx is not installed where the tests run, so the choice is made here by its documented
 * rules (exact `=` first; else the longest prefix, final if it is `^~`; else the first regex that matches,
 * in file order; else that longest prefix).
 */
const NGINX_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../ops/nginx.conf');

interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  pattern: string;
  body: string;
}

function locationsOf(conf: string): Location[] {
  const text = conf.replace(/#[^\n]*/g, '');
  const locations: Location[] = [];
  for (const match of text.matchAll(/\blocation\s+(=|\^~|~\*|~)?\s*(\S+)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    }
    locations.push({ modifier: (match[1] ?? '') as Location['modifier'], pattern: match[2]!, body: text.slice(match.index + match[0].length, end - 1) });
  }
  return locations;
}

function locationFor(locations: readonly Location[], uri: string): Location {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefixes = locations.filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern));
  const longest = prefixes.sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (longest?.modifier === '^~') return longest;
  const regex = locations.find((l) => (l.modifier === '~' || l.modifier === '~*') && new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '').test(uri));
  const chosen = regex ?? longest;
  if (!chosen) throw new Error(`no location of nginx.conf answers ${uri}`);
  return chosen;
}

const directive = (location: Location, name: string) => location.body.match(new RegExp(`(?:^|[;{}\\s])${name}\\s+([^;]+);`))?.[1]?.trim() ?? null;

const locations = locationsOf(readFileSync(NGINX_CONF, 'utf8'));
const answering = (uri: string) => locationFor(locations, uri);

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
