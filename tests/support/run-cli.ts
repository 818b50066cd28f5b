import { spawn } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '@certus/infra';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * One of the project's command-line tools run as an operator runs it (`npm run <script>` is tsx on the file): its exit
 * code and output. `script` is relative to the repository; `env` is the whole environment; `stdin` is typed into it.
 */
export function runCli(script: string, args: string[], env: NodeJS.ProcessEnv, stdin = ''): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, script), ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}
