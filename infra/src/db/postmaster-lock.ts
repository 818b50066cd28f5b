import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * What a PostgreSQL data folder's `postmaster.pid` says: the server's process id, its data folder and port
 * (lines 1, 2 and 4 of the file; PostgreSQL writes it at start and removes it at a clean stop).
 */
export interface PostmasterLock {
  pid: number;
  dataDir: string;
  port: number | undefined;
}

export function parsePostmasterPid(text: string): PostmasterLock | undefined {
  const [pidLine, dataDirLine, , portLine] = text.split('\n');
  const pid = Number(pidLine?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const port = Number(portLine?.trim());
  return { pid, dataDir: dataDirLine?.trim() ?? '', port: Number.isInteger(port) && port > 0 ? port : undefined };
}

/** What the operating system says about a process id, as far as it can be read. */
export interface ProcessFacts {
  alive: boolean;
  /** Exited but not reaped yet (its parent does not wait for it): it holds nothing any more. */
  zombie: boolean;
  /** Its argv joined by spaces; undefined when it cannot be read. */
  commandLine: string | undefined;
  parentPid: number | undefined;
}

export type LockVerdict =
  /** No postmaster.pid: nothing to do. */
  | { kind: 'free' }
  /** The process of the lock file is gone: PostgreSQL sees that itself and takes the file over. */
  | { kind: 'left-over' }
  /** A server of this very data folder whose Certus is gone (the Node process was killed): stop it. */
  | { kind: 'orphaned-server'; pid: number }
  /** The server of a Certus that still runs (it is that process's child): leave it alone. */
  | { kind: 'in-use'; pid: number; ownerPid: number }
  /**
   * The process id now belongs to another program (ids are reused after a reboot, and in containers soon):
   * PostgreSQL would take it for a running server and refuse to start, so the stale file is removed.
   */
  | { kind: 'pid-reused'; pid: number }
  /** A live process whose command line cannot be read: PostgreSQL decides (and says why if it refuses). */
  | { kind: 'unknown'; pid: number };

/**
 * Decides what to do with a data folder's lock before starting PostgreSQL on it. `ownerPid` is the Node
 * process that started the server last (written beside the data folder): while it lives, the server is its
 * child; once it is killed, the server is re-parented to init or a sub-reaper and counts as orphaned.
 */
export function judgePostmasterLock(
  lock: PostmasterLock | undefined,
  dataDir: string,
  facts: ProcessFacts,
  ownerPid: number | undefined,
): LockVerdict {
  if (!lock) return { kind: 'free' };
  if (!facts.alive || facts.zombie) return { kind: 'left-over' };
  if (facts.commandLine === undefined) return { kind: 'unknown', pid: lock.pid };
  // Only a program that is no PostgreSQL at all counts as a reused id: a backend left by a killed postmaster
  // still holds the folder's shared memory, and PostgreSQL's own check of the lock file must see it.
  if (!/postgres/.test(facts.commandLine)) return { kind: 'pid-reused', pid: lock.pid };
  const isThisServer = /(^|\/)postgres\s/.test(facts.commandLine) && `${facts.commandLine} `.includes(`-D ${path.resolve(dataDir)} `);
  if (!isThisServer) return { kind: 'unknown', pid: lock.pid };
  if (ownerPid !== undefined && facts.parentPid === ownerPid) return { kind: 'in-use', pid: lock.pid, ownerPid };
  return { kind: 'orphaned-server', pid: lock.pid };
}

/** Reads /proc (Linux), or asks `ps` elsewhere; a process that cannot be signalled at all is gone. */
export function processFacts(pid: number): ProcessFacts {
  let alive: boolean;
  try {
    process.kill(pid, 0);
    alive = true;
  } catch (error) {
    alive = (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  if (!alive) return { alive, zombie: false, commandLine: undefined, parentPid: undefined };
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid ...": the name may hold spaces and parentheses, so read after the last ')'.
    const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { alive, zombie: state === 'Z', commandLine, parentPid: Number(parent) };
  } catch {
    // no /proc (macOS) or the process just ended
  }
  try {
    const line = execFileSync('ps', ['-o', 'stat=,ppid=,command=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    const match = /^(\S+)\s+(\d+)\s+(.*)$/.exec(line);
    if (match) return { alive, zombie: match[1]!.startsWith('Z'), commandLine: match[3], parentPid: Number(match[2]) };
  } catch {
    // no ps, or the process just ended
  }
  return { alive, zombie: false, commandLine: undefined, parentPid: undefined };
}

/** The process has ended (or only waits to be reaped). */
export function processIsGone(pid: number): boolean {
  const facts = processFacts(pid);
  return !facts.alive || facts.zombie;
}

async function waitUntilGone(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (processIsGone(pid)) return true;
    await sleep(50);
  }
  return processIsGone(pid);
}

/**
 * Stops a server like `pg_ctl stop -m fast`: SIGINT makes the postmaster end its sessions, write a
 * checkpoint and remove its lock file. Should that hang, SIGQUIT is PostgreSQL's immediate shutdown (the
 * next start then recovers from the WAL, as after a crash: no committed data is lost either way).
 */
export async function stopOrphanedServer(pid: number, timeoutMs = 30_000): Promise<void> {
  process.kill(pid, 'SIGINT');
  if (await waitUntilGone(pid, timeoutMs)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitUntilGone(pid, 5_000)) return;
  throw new Error(`PostgreSQL (process ${pid}) left running by an earlier start did not stop; stop it (kill ${pid}) and start again.`);
}

/** The file beside the data folder that names the Node process running its server. */
export const ownerFileOf = (dataDir: string) => `${path.resolve(dataDir)}.owner`;

export function readOwnerPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(ownerFileOf(dataDir), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function readPostmasterLock(dataDir: string): PostmasterLock | undefined {
  const file = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  try {
    return parsePostmasterPid(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Clears the way for a new server on `dataDir`: stops the server a killed run left behind, removes a lock
 * file whose process id another program took, and refuses (with the fix) when a running Certus uses the folder.
 */
export async function clearStalePostmaster(dataDir: string, log: (line: string) => void = () => {}): Promise<void> {
  const lock = readPostmasterLock(dataDir);
  if (!lock) return;
  const verdict = judgePostmasterLock(lock, dataDir, processFacts(lock.pid), readOwnerPid(dataDir));
  switch (verdict.kind) {
    case 'free':
    case 'left-over':
    case 'unknown':
      return;
    case 'in-use':
      throw new Error(
        `The data folder ${dataDir} is in use by another running Certus (process ${verdict.ownerPid}): stop that one first, or give this one its own CERTUS_DATA_DIR.`,
      );
    case 'pid-reused':
      log(`postmaster.pid names process ${verdict.pid}, which is no PostgreSQL server of this folder any more: removing the stale lock file`);
      rmSync(path.join(dataDir, 'postmaster.pid'), { force: true });
      return;
    case 'orphaned-server':
      log(`stopping PostgreSQL (process ${verdict.pid}) left running on ${dataDir} by an earlier start that was killed`);
      await stopOrphanedServer(verdict.pid);
      return;
    default: {
      const unknown: never = verdict;
      throw new Error(`unexpected lock verdict ${JSON.stringify(unknown)}`);
    }
  }
}
