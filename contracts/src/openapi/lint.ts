import { spawnSync } from 'node:child_process';
import { printDocumentForLint, redoclyLintCommand } from './redocly-lint.ts';

// `npm run openapi:lint`: prints the document (.tmp/openapi-lint/openapi.json) and lints it with Redocly's
// recommended ruleset, showing its problems; exits as Redocly does (non-zero on errors).
printDocumentForLint();
const { file, args, options } = redoclyLintCommand('stylish');
const run = spawnSync(file, args, { cwd: options.cwd, env: options.env, stdio: 'inherit' });
process.exit(run.status ?? 1);
