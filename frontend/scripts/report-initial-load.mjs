// Prints what the first visit to the home page downloads (JS and CSS, raw and gzip), read from the built
// site: the entry script and its static imports, plus the home page's own lazy chunk, which the router
// fetches at once for "/". Fails the build if member-area, checkout or sign-in code is among them, since
// route-level code splitting exists to keep it out of the first load.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
const AIM_KB = 200;
const HOME_PAGE = 'src/features/home/pages/home-page.tsx';
const MUST_NOT_LOAD = /features\/(account|auth|checkout|submit|submission|orders|content)\/|routing\/planned-page/;

/** Manifest keys of a chunk and everything it imports statically (what the browser must load with it). */
function withStaticImports(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set([...withStaticImports(entryKey), ...withStaticImports(HOME_PAGE)]);

const sizeOf = (file) => {
  const bytes = readFileSync(path.join(dist, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};
const kb = (bytes) => (bytes / 1024).toFixed(1);

const rows = [];
const css = new Set();
for (const key of initial) {
  const chunk = manifest[key];
  rows.push({ file: chunk.file, source: key, ...sizeOf(chunk.file) });
  for (const sheet of chunk.css ?? []) css.add(sheet);
}
rows.sort((a, b) => b.gzip - a.gzip);
const js = rows.reduce((sum, row) => ({ raw: sum.raw + row.raw, gzip: sum.gzip + row.gzip }), { raw: 0, gzip: 0 });
const styles = [...css].map(sizeOf).reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });

console.log('\nFirst load of the home page (/):');
for (const row of rows) console.log(`  ${row.file.padEnd(48)} ${kb(row.raw).padStart(8)} KB  ${kb(row.gzip).padStart(7)} KB gzip  (${row.source})`);
console.log(`  JavaScript total: ${kb(js.raw)} KB, ${kb(js.gzip)} KB gzip (aim: under ${AIM_KB} KB gzip${js.gzip / 1024 < AIM_KB ? ', met' : ', NOT met'})`);
console.log(`  CSS total:        ${kb(styles.raw)} KB, ${kb(styles.gzip)} KB gzip`);

const leaked = [...initial].filter((key) => MUST_NOT_LOAD.test(key));
if (leaked.length > 0) {
  console.error(`\nThe home page's first load includes code that belongs to other routes:\n  ${leaked.join('\n  ')}`);
  process.exit(1);
}
