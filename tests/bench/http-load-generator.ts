/**
 * The load generator of the HTTP benchmark, forked by lib/http-path.ts so that its CPU is not the
 * server's event loop: keeps `concurrency` POST /api/account/Login requests in flight (one per slot,
 * back to back) over keep-alive connections for a fixed time, and reports throughput and latency.
 */
import http from 'node:http';
import { Samples, summarize } from './lib/stats.ts';

/** One signed-in session: the member's email and the access token issued for that session. */
export interface LoadTarget {
  email: string;
  token: string;
}

export type LoadMode = 'login' | 'frame';

const pathFor = (mode: LoadMode, email: string) => (mode === 'frame' ? '/api/health' : `/api/account/Login?Email=${encodeURIComponent(email)}`);

export interface LoadRequest {
  type: 'run';
  baseUrl: string;
  targets: LoadTarget[];
  concurrency: number;
  durationMs: number;
  /**
   * login: POST /api/account/Login?Email= (the command: MemberSignedIn on the token's session stream);
   * frame: GET /api/health with the same Bearer header (no database).
   */
  mode: LoadMode;
}

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

function send(agent: http.Agent, url: URL, method: string, path: string, token: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        method,
        path,
        headers: { Authorization: `Bearer ${token}`, 'Content-Length': '0', Accept: 'application/json' },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function runLoad(request: LoadRequest): Promise<LoadResult> {
  const url = new URL(request.baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: request.concurrency });
  const latencies = new Samples();
  let errors = 0;
  let firstError: string | undefined;
  const cpu0 = process.cpuUsage();
  const start = performance.now();
  const deadline = start + request.durationMs;
  const { targets, concurrency } = request;
  await Promise.all(
    Array.from({ length: concurrency }, async (_, slot) => {
      // Each slot owns every concurrency-th session, so no two requests touch one stream at once; it goes
      // through its sessions in turn (with enough of them, each session sees one Login, as on the site).
      const mine = targets.filter((_, i) => i % concurrency === slot);
      let n = 0;
      while (performance.now() < deadline) {
        const target = mine[n++ % mine.length]!;
        const path = pathFor(request.mode, target.email);
        const t0 = performance.now();
        try {
          const res = await send(agent, url, request.mode === 'frame' ? 'GET' : 'POST', path, target.token);
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
    cpuCores: (cpu.user + cpu.system) / 1000 / (seconds * 1000),
  };
}

process.on('message', (message: LoadRequest | { type: 'exit' }) => {
  if (message.type === 'exit') {
    process.disconnect?.();
    return;
  }
  if (targetsMissing(message)) {
    process.send?.({ type: 'failed', error: 'no targets' });
    return;
  }
  runLoad(message).then(
    (result) => process.send?.(result),
    (error: unknown) => process.send?.({ type: 'failed', error: String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send?.({ type: 'ready' });

function targetsMissing(message: LoadRequest) {
  return message.targets.length < message.concurrency;
}
