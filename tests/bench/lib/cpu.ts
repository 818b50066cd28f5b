import { readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Where the CPU went during a run, in "cores" (1.0 = one core busy for the whole run):
 * the whole machine from /proc/stat, this process from process.cpuUsage(); the caller subtracts.
 */
export interface CpuSnapshot {
  at: number;
  machineBusy: number; // jiffies
  machineTotal: number; // jiffies
  self: NodeJS.CpuUsage;
}

export function cpuSnapshot(): CpuSnapshot {
  let busy = 0;
  let total = 0;
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const fields = line.trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal ...
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
    busy = total - idle;
  } catch {
    // not Linux: machine figures stay 0
  }
  return { at: performance.now(), machineBusy: busy, machineTotal: total, self: process.cpuUsage() };
}

export interface CpuUse {
  /** Cores in use across the machine (0..cores). */
  machine: number;
  /** Cores used by this process. */
  self: number;
  cores: number;
}

export function cpuSince(start: CpuSnapshot): CpuUse {
  const end = cpuSnapshot();
  const cores = os.cpus().length;
  const wallMs = end.at - start.at;
  const totalJ = end.machineTotal - start.machineTotal;
  const machine = totalJ > 0 ? ((end.machineBusy - start.machineBusy) / totalJ) * cores : 0;
  const selfMicros = end.self.user - start.self.user + (end.self.system - start.self.system);
  return { machine, self: selfMicros / 1000 / wallMs, cores };
}
