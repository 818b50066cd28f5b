import { execFile, type ExecFileOptions } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from './document.ts';

/**
 * Lints the generated OpenAPI document with Redocly CLI's recommended ruleset (redocly.yaml at the repository's
 * root), for `npm run openapi:lint` (lint.ts) and the unit test that keeps the document clean.
 */

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Where the document is printed for the linter, in the repository's scratch folder (.tmp/, not committed). A fixed
 * path, because .redocly.lint-ignore.yaml names the problems it accepts by the file they are found in.
 */
const LINTED_DOCUMENT = '.tmp/openapi-lint/openapi.json';
const LINT_IGNORE_FILE = '.redocly.lint-ignore.yaml';

/**
 * Redocly CLI sends usage data (telemetry) and, in a terminal, asks the npm registry for a newer version unless told
 * not to: the lint makes no network call (redocly.yaml says `telemetry: off` as well, for a run by hand).
 */
const OFFLINE_ENV = { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

const redoclyCli = path.join(path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

/** Prints the document where the linter reads it; returns its absolute path. */
export function printDocumentForLint(): string {
  const file = path.join(REPO_ROOT, LINTED_DOCUMENT);
  mkdirSync(path.dirname(file), { recursive: true });
  // Written whole, then renamed: a lint running at the same time reads one whole document, never half of one.
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`);
  renameSync(partial, file);
  return file;
}

/** The command that lints the printed document: node, its arguments, and the options to run it with. */
export function redoclyLintCommand(format: 'stylish' | 'json'): { file: string; args: string[]; options: ExecFileOptions } {
  return {
    file: process.execPath,
    args: [redoclyCli, 'lint', LINTED_DOCUMENT, '--config', 'redocly.yaml', `--format=${format}`],
    options: { cwd: REPO_ROOT, env: { ...process.env, ...OFFLINE_ENV }, maxBuffer: 64 * 1024 * 1024 },
  };
}

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer?: string }[];
}

/** Redocly's JSON report: `problems` leaves out those the ignore file accepts, which `totals.ignored` counts. */
export interface LintReport {
  totals: { errors: number; warnings: number; ignored: number };
  problems: LintProblem[];
}

/** Prints the document and lints it; Redocly's JSON report (it exits 1 when there are errors: still a report). */
export async function lintOpenApiDocument(): Promise<LintReport> {
  printDocumentForLint();
  const { file, args, options } = redoclyLintCommand('json');
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(file, args, { ...options, encoding: 'utf8' }, (error, out, err) => {
      if (out.trim().startsWith('{')) resolve(out);
      else reject(new Error(`redocly lint gave no report (${error?.message ?? 'no output'}):\n${err}`));
    });
  });
  return JSON.parse(stdout) as LintReport;
}

/** The problems .redocly.lint-ignore.yaml accepts: one `- '#/...'` line each. */
export function acceptedProblemCount(): number {
  return readFileSync(path.join(REPO_ROOT, LINT_IGNORE_FILE), 'utf8')
    .split('\n')
    .filter((line) => /^\s+- '#\//.test(line)).length;
}

/** One line a problem: severity, rule, where and what. */
export const describeProblem = (problem: LintProblem): string =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? '?'}: ${problem.message}`;
