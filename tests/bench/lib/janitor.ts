import { spawn } from 'node:child_process';

/**
 * A detached watchdog for when this process dies without cleaning up (tsx answers a Ctrl-C it cannot
 * relay quickly with SIGKILL): once our pid is gone it stops our PostgreSQL (fast shutdown) and removes
 * the temp folder. When we clean up ourselves the folder disappears and the watchdog just exits.
 */
const SCRIPT = `
const fs = require('node:fs');
const [parent, dir, postmaster] = process.argv.slice(1).map((v, i) => (i === 1 ? v : Number(v)));
const alive = (pid) => { try { process.kill(pid, 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (!fs.existsSync(dir)) process.exit(0);
  if (alive(parent)) return;
  clearInterval(timer);
  if (postmaster && alive(postmaster)) { try { process.kill(postmaster, 'SIGINT'); } catch {} }
  const deadline = Date.now() + 15000;
  const finish = setInterval(() => {
    if (postmaster && alive(postmaster) && Date.now() < deadline) return;
    clearInterval(finish);
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  }, 200);
}, 500);
`;

export function startJanitor(dir: string, postmasterPid: number | undefined): void {
  const child = spawn(process.execPath, ['-e', SCRIPT, String(process.pid), dir, String(postmasterPid ?? 0)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
}
