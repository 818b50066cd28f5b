/**
 * The load generator of bench:popreport, forked so its CPU is not the server's: keeps `concurrency` requests in
 * flight over keep-alive connections for a fixed time, each slot going through its share of the targets in
 * turn, and reports throughput and the p50 / p95 / p99 latency of the 200 answers (others count as errors).
 */
import http from 'node:http';
import { serveLoadRuns, type LoadResult, type LoadRunRequest } from '../lib/load-generator.ts';
import { Samples, percentile, summarize } from '../lib/stats.ts';

export interface PopreportTarget {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body of a POST. */
  body?: string;
  token: string;
}
export type PopreportLoadRequest = LoadRunRequest<PopreportTarget>;
export type PopreportLoadResult = LoadResult & { p95Ms: number };

function send(agent: http.Agent, url: URL, target: PopreportTarget): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { Authorization: `Bearer ${target.token}`, Accept: 'application/json' };
    if (target.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      headers['Content-Length'] = Buffer.byteLength(target.body);
    }
    const req = http.request({ agent, host: url.hostname, port: url.port, method: target.method, path: target.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(target.body);
  });
}

async function run(request: PopreportLoadRequest): Promise<PopreportLoadResult> {
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
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        try {
          const res = await send(agent, url, mine[n % mine.length]!);
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
  const sorted = Float64Array.from(latencies.values()).sort();
  return {
    type: 'result',
    ok: latencies.length,
    errors,
    ...(firstError ? { firstError } : {}),
    seconds,
    perSecond: latencies.length / seconds,
    latencyMs: summarize(sorted),
    p95Ms: percentile(sorted, 95),
    cpuCores: (cpu.user + cpu.system) / 1e6 / seconds,
  };
}

serveLoadRuns<PopreportLoadRequest>(run);
