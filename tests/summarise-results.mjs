// Prints one closing line for the whole run, "tests: N passed, N failed, N skipped", from the
// reports vitest and Playwright wrote. A missing report counts as a failure: it means a runner died.
import { existsSync, readFileSync } from 'node:fs';

// Arguments: the vitest reports (one per vitest process), then the Playwright report, last.
const reports = process.argv.slice(2);
const playwrightFile = reports.pop();
const vitestFiles = reports;
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

for (const vitestFile of vitestFiles) {
  if (!existsSync(vitestFile)) {
    problems.push(`no vitest report ${vitestFile}`);
    continue;
  }
  const v = JSON.parse(readFileSync(vitestFile, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  skipped += v.numPendingTests + v.numTodoTests;
  // A file that cannot even load (a syntax error, a failing import) has no failed test to count.
  const unloadable = v.testResults.filter((file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'));
  failed += unloadable.length;
  for (const file of unloadable) problems.push(`vitest could not run ${file.name}: ${(file.message ?? '').split('\n')[0]}`);
  // CI shows only the tail of the output: name each failure here, where it will be seen.
  for (const file of v.testResults) {
    for (const a of file.assertionResults.filter((r) => r.status === 'failed')) {
      problems.push(`failed: ${file.name} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`);
    }
  }
}

if (existsSync(playwrightFile)) {
  const report = JSON.parse(readFileSync(playwrightFile, 'utf8'));
  const s = report.stats;
  for (const spec of specsOf(report.suites ?? [])) {
    if (spec.tests.some((t) => t.status === 'unexpected')) problems.push(`failed: ${spec.file} › ${spec.title}`);
  }
  passed += s.expected + s.flaky;
  failed += s.unexpected;
  skipped += s.skipped;
  if (s.flaky) problems.push(`${s.flaky} browser test(s) passed only on retry`);
} else problems.push('no Playwright report');

function specsOf(suites) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites ?? [])]);
}

function firstLine(text) {
  return (text ?? '').split('\n').find((line) => line.trim() !== '')?.trim().slice(0, 300) ?? '';
}

for (const p of problems) console.log(`note: ${p}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || problems.some((p) => p.startsWith('no ')) ? 1 : 0);
