import http from 'node:http';
import https from 'node:https';
import type { RequestHandler } from 'express';
import { frontDoorMessages, type ErrorBody } from '@certus/contracts';
import { isWellFormedCorrelationId, type IdGenerator, type Logger } from '@certus/infra';
import type { UpstreamPool } from './upstream-pool.ts';

/** Bodies up to this size are read before they are sent, so a request an instance refused can go to the next. */
const RESENDABLE_BODY_BYTES = 1024 * 1024;
/** An instance that has not accepted the connection by then is taken for down. */
const CONNECT_TIMEOUT_MS = 3_000;
/** Headers of one connection, not of the request (RFC 9110 7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'te', 'trailer', 'upgrade']);

const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * Passes a request to an instance of a service, unread and unbuffered both ways (a 50 MB cover upload, the live
 * tracker's event stream), with the caller's address in X-Forwarded-For and a correlation id in X-Correlation-Id
 * (the caller's when well-formed), so the instance's log lines and events carry the one the front logs.
 * - An instance that refuses the connection (stopped, restarting) is passed over and the request sent to the next:
 *   it never reached the first, whatever its method. A body of a declared length up to 1 MB is read first to make
 *   that possible; a larger one (a cover photo) goes to one instance only.
 * - An instance that took the request and then broke off without answering may have carried it out: a GET or
 *   HEAD is asked again of the next, anything else answered 502 (frontDoorMessages.noAnswer).
 * - When no instance answers: 503 with the contracts' error body and the correlation id, and a log line.
 */
export function upstreamProxy(pool: UpstreamPool, options: { ids: IdGenerator; logger: Logger }): RequestHandler {
  return (req, res) => {
    const given = req.get('x-correlation-id');
    const correlationId = isWellFormedCorrelationId(given) ? given : options.ids.uuid();
    const canAskAgain = req.method === 'GET' || req.method === 'HEAD';
    const declared = Number(req.get('content-length') ?? 0);
    const hasBody = req.get('transfer-encoding') !== undefined || declared > 0;
    const instances = pool.order();

    const answer = (status: number, message: string, cause: string) => {
      options.logger.error({ correlationId, service: pool.name, req: { method: req.method, url: req.originalUrl.split('?')[0] }, status, cause }, 'no instance answered');
      if (res.headersSent) return void res.destroy();
      res.setHeader('X-Correlation-Id', correlationId);
      res.status(status).json({ message, correlationId } satisfies ErrorBody);
    };

    const send = (at: number, body: Buffer | null) => {
      const target = instances[at];
      if (!target) return answer(503, frontDoorMessages.unavailable, `none of ${instances.length} instance(s) of the ${pool.name} service accepted the connection`);
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      headers['x-correlation-id'] = correlationId;
      headers['x-forwarded-for'] = [req.get('x-forwarded-for'), req.socket.remoteAddress].filter(Boolean).join(', ');
      headers['x-forwarded-proto'] = (req.socket as { encrypted?: boolean }).encrypted ? 'https' : 'http';
      if (req.headers.host) headers['x-forwarded-host'] = req.headers.host;
      if (body) headers['content-length'] = String(body.length);
      let connected = false;
      let answered = false;
      const upstream = (target.protocol === 'https:' ? https : http).request(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: req.method,
          path: req.originalUrl,
          headers,
          // A command gets a connection of its own: on a kept-alive one the instance may have closed meanwhile, a
          // reset could not tell "never arrived" from "arrived, then the instance died", and only the first may be sent again.
          agent: canAskAgain ? agents[target.protocol as 'http:' | 'https:'] : false,
        },
        (reply) => {
          answered = true;
          pool.markUp(target);
          const replyHeaders: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(reply.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) replyHeaders[name] = value;
          res.writeHead(reply.statusCode ?? 502, replyHeaders);
          res.flushHeaders();
          reply.pipe(res);
          res.once('close', () => reply.destroy());
        },
      );
      const connectTimer = setTimeout(() => upstream.destroy(Object.assign(new Error('connect timeout'), { code: 'ETIMEDOUT' })), CONNECT_TIMEOUT_MS);
      upstream.once('socket', (socket) => {
        if (!socket.connecting) return void (clearTimeout(connectTimer), (connected = true));
        socket.once('connect', () => {
          clearTimeout(connectTimer);
          connected = true;
        });
      });
      upstream.once('error', (error: NodeJS.ErrnoException) => {
        clearTimeout(connectTimer);
        if (answered) return void res.destroy(error);
        const neverReached = !connected;
        if (neverReached) pool.markDown(target);
        options.logger.warn({ correlationId, service: pool.name, instance: target.origin, code: error.code, neverReached }, 'instance did not answer');
        if (neverReached && (body !== null || !hasBody)) return send(at + 1, body);
        if (canAskAgain) return send(at + 1, body);
        answer(neverReached ? 503 : 502, neverReached ? frontDoorMessages.unavailable : frontDoorMessages.noAnswer, `${target.origin}: ${error.code ?? error.message}`);
      });
      res.once('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      if (body) upstream.end(body);
      else if (hasBody) req.pipe(upstream);
      else upstream.end();
    };

    // A body of a declared length up to 1 MB is read first, so that it can go to the next instance; a larger one
    // (a cover photo), or one of no declared length, is streamed to one instance as it comes.
    if (!hasBody || req.get('content-length') === undefined || declared > RESENDABLE_BODY_BYTES) return send(0, null);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => send(0, Buffer.concat(chunks)));
  };
}
