// Prints one closing line for the whole run, "tests: N passed, N failed, N skipped", from the
// reports vitest and Playwright wrote. A missing report counts as a failure: it means a runner died.
import { existsSync, readFileSync } from 'node:fs';

const [vitestFile, playwrightFile] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

if (existsSync(vitestFile)) {
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  // A file that cannot even load (a syntax error, a failing import) has no failed test to count.
  const unloadable = v.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'));
  failed += unloadable.length;
  for (const file of unloadable) problems.push(`vitest could not run ${file.name}: ${(file.message ?? '').split('\n')[0]}`);
} else problems.push('no vitest report');

if (existsSync(playwrightFile)) {
  const s = JSON.parse(readFileSync(playwrightFile, 'utf8')).stats;
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  if (s.flaky) problems.push(`${s.flaky} browser test(s) passed only on retry`);
} else problems.push('no Playwright report');

for (const p of problems) console.log(`note: ${p}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || problems.some((p) => p.startsWith('no ')) ? 1 : 0);
