import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiSide } from '@certus/infra';

/**
 * The operator's nginx configuration (infra/ops/nginx.conf) read as nginx reads it: which `location` answers
 * a request path. nginx is not installed where the tests run, so the choice is made here by its documented
 * rules (exact `=` first; else the longest prefix, final if it is `^~`; else the first regex that matches,
 * in file order; else that longest prefix).
 */
export const NGINX_CONF = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../ops/nginx.conf');

export interface Location {
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

export const directive = (location: Location, name: string) => location.body.match(new RegExp(`(?:^|[;{}\\s])${name}\\s+([^;]+);`))?.[1]?.trim() ?? null;

const locations = locationsOf(readFileSync(NGINX_CONF, 'utf8'));
export const answering = (uri: string) => locationFor(locations, uri);


/** The service nginx sends `method uri` to: a location's own upstream, or the method's (GET and HEAD: queries). */
export function nginxApiSideOf(method: string, uri: string): ApiSide | 'neither' {
  const upstream = directive(answering(uri), 'proxy_pass');
  if (upstream === 'http://$certus_api_upstream') return method === 'GET' || method === 'HEAD' ? 'query' : 'command';
  if (upstream === 'http://certus_query') return 'query';
  if (upstream === 'http://certus_command') return 'command';
  return 'neither';
}
