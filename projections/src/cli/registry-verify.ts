import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { describeProblem, verifyRegistryExport, type RegistryVerification } from '@certus/contracts/registry/verify-export';
import { RegistryExportHeader } from '@certus/contracts/registry/registry-log';
import { progressBar } from './progress-bar.ts';

/**
 * npm run registry:verify -- <export.jsonl | -> [--key <public key hex>] [--json]: checks an export of the certificate
 * registry (GET /api/registry/export) offline, with nothing but the file: every entry's form and place, every link of
 * the chain, every head's signature and root, every entry's inclusion proof. Each problem names the entry or head it
 * is in. With --key, the key is yours (from the registry's published key, kept apart): the heads must be signed with
 * it, not merely with a key the file itself lists. Exit code 0 when the export is whole, 1 when it is not, 2 when it
 * could not be read.
 */
const usage = 'usage: npm run registry:verify -- <export.jsonl | -> [--key <Ed25519 public key, hex>] [--json]';
const { values, positionals } = (() => {
  try {
    return parseArgs({ allowPositionals: true, options: { key: { type: 'string' }, json: { type: 'boolean', default: false } } });
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
})();
if (positionals.length !== 1) {
  console.error(usage);
  process.exit(2);
}
let text: string;
try {
  text = readFileSync(positionals[0] === '-' ? 0 : positionals[0]!, 'utf8');
} catch (error) {
  console.error(`cannot read ${positionals[0]}: ${(error as Error).message}`);
  process.exit(2);
}

const bar = values.json ? null : progressBar('entries', process.stderr, 'entries');
const report: RegistryVerification = verifyRegistryExport(text, (done, total) => bar?.update(done, total));
bar?.finish(report.entries, report.entries);

// A pinned key: the file's own list of keys proves nothing about who signed; the reader's copy does.
if (values.key !== undefined) {
  const pinned = values.key.toLowerCase();
  let header: RegistryExportHeader | null = null;
  try {
    header = RegistryExportHeader.parse(JSON.parse(text.split('\n', 1)[0]!));
  } catch {
    header = null;
  }
  const keyIds = new Set(header?.keys.filter((k) => k.publicKey === pinned).map((k) => k.keyId));
  if (header && keyIds.size === 0) report.problems.push({ at: { kind: 'header' }, message: `The export does not list the key ${pinned}.` });
  for (const head of header?.heads ?? []) {
    if (!keyIds.has(head.keyId)) report.problems.push({ at: { kind: 'head', timestamp: head.timestamp }, message: `The head is signed with key ${head.keyId}, not with the key given (--key).` });
  }
}

if (values.json) {
  console.log(JSON.stringify(report, null, 2));
} else if (report.problems.length === 0) {
  console.log(`OK: ${report.entries} entries and ${report.heads} signed heads; every link, signature and proof checks${values.key ? ' (heads signed with the key given)' : ' (with the keys the export lists: pass --key to check them against your own copy)'}.`);
} else {
  for (const problem of report.problems) console.log(describeProblem(problem));
  console.log(`NOT OK: ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} in ${report.entries} entries and ${report.heads} heads.`);
}
process.exit(report.problems.length === 0 ? 0 : 1);
