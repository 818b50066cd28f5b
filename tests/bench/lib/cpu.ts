import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import os from 'node:os';

/**
 * Where the CPU went during a phase, in "cores" (1.0 = one core busy for the whole phase): the machine
 * from /proc/stat, this Node process from process.cpuUsage(), our PostgreSQL server (postmaster and its
 * children) from /proc/<pid>/stat; what is left is everything else on the machine (other work on a
 * shared box shows up there and makes the other figures pessimistic).
 */
export interface CpuSnapshot {
  at: number;
  machineBusy: number; // jiffies
  machineTotal: number; // jiffies
  self: NodeJS.CpuUsage;
  /** CPU ticks so far of each of our PostgreSQL server's processes, by pid. */
  postgresTicks: Map<number, number>;
}

export interface CpuUse {
  cores: number;
  /** Cores in use across the machine (0..cores). */
  machine: number;
  /** This process (the benchmark driver, and the HTTP server in phase 3). */
  self: number;
  /** Our PostgreSQL server's processes. */
  postgres: number;
}

let clockTicks: number | undefined;
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

let postgresRoot: number | undefined;
/** Tell the meter which process is our postmaster (its children are the backends). */
export function setPostgresPid(pid: number | undefined) {
  postgresRoot = pid;
}

function postgresTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  if (!postgresRoot || process.platform !== 'linux') return ticks;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // fields[0] is state (field 3); ppid is field 4, utime 14, stime 15
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      if (pid === postgresRoot || ppid === postgresRoot) ticks.set(pid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the process went away
    }
  }
  return ticks;
}

export function cpuSnapshot(): CpuSnapshot {
  let busy = 0;
  let total = 0;
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    busy = total - idle;
  } catch {
    // not Linux: machine figures stay 0
  }
  return { at: performance.now(), machineBusy: busy, machineTotal: total, self: process.cpuUsage(), postgresTicks: postgresTicks() };
}

export function cpuSince(start: CpuSnapshot): CpuUse {
  const end = cpuSnapshot();
  const cores = os.cpus().length;
  const wallSeconds = (end.at - start.at) / 1000;
  const totalJ = end.machineTotal - start.machineTotal;
  const machine = totalJ > 0 ? ((end.machineBusy - start.machineBusy) / totalJ) * cores : 0;
  const selfMicros = end.self.user - start.self.user + (end.self.system - start.self.system);
  return {
    cores,
    machine,
    self: selfMicros / 1e6 / wallSeconds,
    // Processes that ended during the phase are missing (their last ticks are lost): a slight undercount.
    postgres: [...end.postgresTicks].reduce((sum, [pid, t]) => sum + Math.max(0, t - (start.postgresTicks.get(pid) ?? 0)), 0) / ticksPerSecond() / wallSeconds,
  };
}

export function fmtCpu(cpu: CpuUse, extra: Record<string, number> = {}): string {
  const named = Object.entries(extra).reduce((a, [, v]) => a + v, 0);
  const other = Math.max(0, cpu.machine - cpu.self - cpu.postgres - named);
  const parts = [`driver/server Node ${cpu.self.toFixed(2)}`, ...Object.entries(extra).map(([k, v]) => `${k} ${v.toFixed(2)}`), `PostgreSQL ${cpu.postgres.toFixed(2)}`, `other processes ${other.toFixed(2)}`];
  return `machine ${cpu.machine.toFixed(2)}/${cpu.cores} cores = ${parts.join(' + ')}`;
}

/** Cores used by processes that are neither ours nor our PostgreSQL's (other work on a shared machine). */
export function otherCores(cpu: CpuUse, extra = 0): number {
  return Math.max(0, cpu.machine - cpu.self - cpu.postgres - extra);
}
