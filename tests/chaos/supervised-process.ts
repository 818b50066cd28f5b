import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';

export interface ProcessSpec {
  /** How the table and the logs name it: 'command-1', 'postgres', 'nats-server'. */
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** The user PostgreSQL runs as when this runs as root. */
  uid?: number;
  gid?: number;
  /** What asks it to stop for good (SIGTERM unless said; PostgreSQL's fast shutdown is SIGINT). */
  stopSignal?: NodeJS.Signals;
  /** Resolves once the process serves (a port open, a health answer, a log line seen). */
  ready: (output: Output) => Promise<void>;
}

/** What a process has written, for `ready` checks that wait on a line. */
export interface Output {
  waitFor(text: string, timeoutMs: number): Promise<void>;
}

/** How long a supervisor waits before it starts again what has ended (systemd's RestartSec). */
export const RESTART_DELAY_MS = 500;

/**
 * One process run the way an operator's supervisor runs it (systemd with Restart=always): started, started again
 * RESTART_DELAY_MS after it ends for any reason, and stopped with its whole process group. Each start gets a process
 * group of its own, so a kill takes the process and everything it forked (PostgreSQL's backends), as a supervisor's
 * kill of a unit's control group does. Exits nobody asked for are counted: a process that fell over because another
 * was killed is a finding, not noise.
 */
export class SupervisedProcess {
  private child: ChildProcess | undefined;
  private stopping = false;
  private killedOnPurpose = false;
  private lines = '';
  private lineWaiters: { text: string; resolve: () => void }[] = [];
  private readonly log: WriteStream;
  /** Ends nobody asked for (a crash, an exit on a lost connection). */
  unexpectedExits = 0;
  starts = 0;
  private startedUp: Promise<void> = Promise.resolve();

  constructor(
    readonly spec: ProcessSpec,
    logFile: string,
  ) {
    this.log = createWriteStream(logFile, { flags: 'a' });
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** Starts it and resolves once it is ready. */
  start(): Promise<void> {
    this.stopping = false;
    this.startedUp = this.spawnOnce();
    return this.startedUp;
  }

  /** Resolves once the current start (the first, or the supervisor's restart after a kill) is ready. */
  async whenReady(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const startedUp = this.startedUp;
      await Promise.race([startedUp, new Promise((_, reject) => setTimeout(() => reject(new Error(`${this.spec.name} not ready in ${timeoutMs} ms`)), Math.max(0, deadline - Date.now())))]);
      if (startedUp === this.startedUp) return;
    }
  }

  /** SIGKILL of the process and all it forked, at once; the supervisor starts it again. */
  kill(): void {
    if (!this.child?.pid) throw new Error(`${this.spec.name} is not running`);
    this.killedOnPurpose = true;
    this.note(`--- killed with SIGKILL (process group ${this.child.pid})`);
    killGroup(this.child.pid, 'SIGKILL');
  }

  /** Stops it for good: its stop signal to its group, SIGKILL after `graceMs`. */
  async stop(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    const child = this.child;
    if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
    const ended = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    killGroup(child.pid, this.spec.stopSignal ?? 'SIGTERM');
    const timer = setTimeout(() => killGroup(child.pid!, 'SIGKILL'), graceMs);
    await ended;
    clearTimeout(timer);
  }

  private async spawnOnce(): Promise<void> {
    this.starts++;
    this.lines = '';
    const options: SpawnOptions = { env: this.spec.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true };
    if (this.spec.uid !== undefined) Object.assign(options, { uid: this.spec.uid, gid: this.spec.gid });
    const child = spawn(this.spec.command, this.spec.args, options);
    this.child = child;
    const onOutput = (chunk: Buffer) => {
      this.log.write(chunk);
      this.lines = (this.lines + chunk.toString('utf8')).slice(-20_000);
      this.lineWaiters = this.lineWaiters.filter((w) => (this.lines.includes(w.text) ? (w.resolve(), false) : true));
    };
    child.stdout!.on('data', onOutput);
    child.stderr!.on('data', onOutput);
    child.once('exit', (code, signal) => {
      if (this.child !== child) return;
      this.note(`--- exited (code ${code}, signal ${signal})`);
      if (this.stopping) return;
      if (!this.killedOnPurpose) this.unexpectedExits++;
      this.killedOnPurpose = false;
      this.startedUp = new Promise((resolve) => setTimeout(resolve, RESTART_DELAY_MS)).then(() => (this.stopping ? undefined : this.spawnOnce()));
      this.startedUp.catch(() => undefined);
    });
    await this.spec.ready({
      waitFor: (text, timeoutMs) =>
        new Promise<void>((resolve, reject) => {
          if (this.lines.includes(text)) return resolve();
          const timer = setTimeout(() => reject(new Error(`${this.spec.name}: no "${text}" in ${timeoutMs} ms`)), timeoutMs);
          this.lineWaiters.push({ text, resolve: () => (clearTimeout(timer), resolve()) });
        }),
    });
  }

  private note(line: string) {
    this.log.write(`${new Date().toISOString()} ${line}\n`);
  }

  close(): void {
    this.log.end();
  }
}

function killGroup(pid: number, signal: NodeJS.Signals) {
  try {
    process.kill(-pid, signal);
  } catch {
    // the group has ended already
  }
}
