/**
 * The load generators' common part (tests/bench/http-load-generator.ts, submit-load.ts, census/popreport-load.ts): a
 * closed loop keeping `concurrency` HTTP requests in flight over keep-alive connections for a fixed time,
 * the forked process's side of the IPC, and the parent's side that forks it (same tsx loader) and runs it.
 */
import { fork, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { Samples, summarize } from './stats.ts';

export interface LoadResult {
  type: 'result';
  ok: number;
  errors: number;
  firstError?: string;
  seconds: number;
  perSecond: number;
  latencyMs: ReturnType<typeof summarize>;
  /** Cores this load generator used. */
  cpuCores: number;
}

/** What a forked load generator is asked to run: `targets` shared out between `concurrency` slots. */
export interface LoadRunRequest<Target> {
  type: 'run';
  baseUrl: string;
  targets: Target[];
  concurrency: number;
  durationMs: number;
}

export interface HttpCall {
  method: string;
  path: string;
  headers: http.OutgoingHttpHeaders;
  body?: string;
}

function send(agent: http.Agent, url: URL, call: HttpCall): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ agent, host: url.hostname, port: url.port, method: call.method, path: call.path, headers: call.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(call.body);
  });
}

/**
 * Keeps `concurrency` requests in flight (one per slot, back to back) until `durationMs` has passed. Each
 * slot owns every concurrency-th target, so no two requests touch one target at once, and goes through its
 * targets in turn. Only 200 answers count as done; others are errors (the first one is kept).
 */
export async function keepInFlight<Target>(request: LoadRunRequest<Target>, callFor: (target: Target) => HttpCall): Promise<LoadResult> {
  const { targets, concurrency } = request;
  const url = new URL(request.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies = new Samples();
  let errors = 0;
  let firstError: string | undefined;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const deadline = start + request.durationMs;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, slot) => {
      const mine = targets.filter((_, i) => i % concurrency === slot);
      let n = 0;
      while (performance.now() < deadline) {
        const call = callFor(mine[n++ % mine.length]!);
        const t0 = performance.now();
        try {
          const res = await send(agent, url, call);
          if (res.status === 200) latencies.push(performance.now() - t0);
          else {
            errors++;
            firstError ??= `HTTP ${res.status}: ${res.body.slice(0, 300)}`;
          }
        } catch (error) {
          errors++;
          firstError ??= String(error);
        }
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpu0);
  agent.destroy();
  return {
    type: 'result',
    ok: latencies.length,
    errors,
    ...(firstError ? { firstError } : {}),
    seconds,
    perSecond: latencies.length / seconds,
    latencyMs: summarize(latencies.values()),
    cpuCores: (cpu.user + cpu.system) / 1e6 / seconds,
  };
}

/** The forked process's side: says ready, answers each run request with its result (or why it failed), leaves on 'exit'. */
export function serveLoadRuns<Request extends LoadRunRequest<unknown>>(run: (request: Request) => Promise<LoadResult>): void {
  process.on('message', (message: Request | { type: 'exit' }) => {
    if (message.type === 'exit') {
      process.disconnect?.();
      return;
    }
    const request = message as Request;
    if (request.targets.length < request.concurrency) {
      process.send?.({ type: 'failed', error: `${request.targets.length} targets for ${request.concurrency} slots` });
      return;
    }
    run(request).then(
      (result) => process.send?.(result),
      (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
    );
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ type: 'ready' });
}

export interface LoadGenerator<Request> {
  run(request: Request): Promise<LoadResult>;
  stop(): void;
}

/** Forks a load generator module (run by the same tsx loader) and waits until it is ready. */
export async function forkLoadGenerator<Request extends LoadRunRequest<unknown>>(modulePath: string): Promise<LoadGenerator<Request>> {
  const child: ChildProcess = fork(modulePath, [], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('load generator did not start in 30 s')), 30_000);
    child.once('message', () => {
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => reject(new Error(`load generator exited (${code})`)));
  });
  return {
    run: (request) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) => reject(new Error(`load generator exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (message: LoadResult | { type: 'failed'; error: string }) => {
          child.off('exit', onExit);
          if (message.type === 'result') resolve(message);
          else reject(new Error(`load generator failed: ${message.error}`));
        });
        child.send(request);
      }),
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    },
  };
}
