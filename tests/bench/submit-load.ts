/**
 * The load generator of bench:submit, forked so that its CPU is not the server's event loop: keeps
 * `concurrency` POST /api/orders/submit in flight over keep-alive connections, each with a fresh
 * Idempotency-Key (every request is a new order), for a fixed time.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import { Samples, summarize } from './lib/stats.ts';

export interface SubmitTarget {
  token: string;
  /** The JSON body (a five-comic submission of this member). */
  body: string;
}
export interface SubmitLoadRequest {
  type: 'run';
  baseUrl: string;
  targets: SubmitTarget[];
  concurrency: number;
  durationMs: number;
}
export interface SubmitLoadResult {
  type: 'result';
  ok: number;
  errors: number;
  firstError?: string;
  seconds: number;
  perSecond: number;
  latencyMs: ReturnType<typeof summarize>;
  cpuCores: number;
}

function post(agent: http.Agent, url: URL, target: SubmitTarget): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/orders/submit',
        headers: {
          Authorization: `Bearer ${target.token}`,
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(target.body),
          'Idempotency-Key': `bench-${randomUUID()}`,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(target.body);
  });
}

async function run(request: SubmitLoadRequest): Promise<SubmitLoadResult> {
  const url = new URL(request.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: request.concurrency });
  const latencies = new Samples();
  let errors = 0;
  let firstError: string | undefined;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const deadline = start + request.durationMs;
  await Promise.all(
    Array.from({ length: request.concurrency }, async (_, slot) => {
      let n = slot;
      while (performance.now() < deadline) {
        const target = request.targets[n % request.targets.length]!;
        n += request.concurrency;
        const t0 = performance.now();
        try {
          const res = await post(agent, url, target);
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

process.on('message', (message: SubmitLoadRequest | { type: 'exit' }) => {
  if (message.type === 'exit') {
    process.disconnect?.();
    return;
  }
  run(message).then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });
