import http from 'node:http';

/** A request exactly as it goes on the wire: the path is sent as written (no normalising, no re-encoding). */
export interface WireRequest {
  method: string;
  /** Path and query, as sent. */
  path: string;
  headers: [string, string][];
  body?: Buffer;
}

export interface WireResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body's text (at most the first 64 kB; an event stream is cut after its headers). */
  text: string;
  ms: number;
}

export class NoAnswer extends Error {
  override readonly name = 'NoAnswer';
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

/**
 * Sends one request with node:http (fetch would normalise the path, refuse some headers and add its own),
 * waits at most `timeoutMs` for the whole answer, and never waits on an event stream: its headers are the
 * answer.
 */
export function send(baseUrl: string, request: WireRequest, timeoutMs = 15_000): Promise<WireResponse> {
  const url = new URL(baseUrl);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = {};
    for (const [name, value] of request.headers) {
      const existing = headers[name];
      headers[name] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
    }
    const req = http.request(
      { host: url.hostname, port: url.port, method: request.method, path: request.path, headers, agent, insecureHTTPParser: false },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started });
        if (String(res.headers['content-type'] ?? '').startsWith('text/event-stream')) {
          res.destroy();
          req.destroy();
          return finish();
        }
        res.on('data', (chunk: Buffer) => {
          if (size < 65_536) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', finish);
        res.on('error', (error) => reject(new NoAnswer(`the answer broke off: ${error.message}`)));
      },
    );
    req.setTimeout(timeoutMs, () => req.destroy(new NoAnswer(`no answer within ${timeoutMs} ms`)));
    req.on('error', (error) => reject(error instanceof NoAnswer ? error : new NoAnswer(`${(error as NodeJS.ErrnoException).code ?? ''} ${error.message}`.trim())));
    if (request.body && request.body.length > 0) req.end(request.body);
    else req.end();
  });
}

/** The request as one can paste it: request line, headers, body (long parts cut). */
export function describeWire(request: WireRequest): string {
  const cut = (s: string, n: number) => (s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s);
  const lines = [`${request.method} ${cut(request.path, 300)}`];
  for (const [name, value] of request.headers) lines.push(`${name}: ${cut(value, 200)}`);
  if (request.body && request.body.length > 0) lines.push('', cut(printable(request.body.toString('utf8')), 600));
  return lines.join('\n');
}

/** Text with control characters and lone surrogates written as \uXXXX escapes, so the printout shows what was sent. */
function printable(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\ud800-\udfff\ufffd]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What HTTP lets a header value hold (node refuses the rest before sending): tab, printable ASCII and the latin1 upper half. */
export const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
