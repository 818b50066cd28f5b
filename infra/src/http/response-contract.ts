import { isDeepStrictEqual } from 'node:util';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { operations, type OperationRow } from '@certus/contracts/openapi/document';

/**
 * CHECK_RESPONSES: every JSON answer of 2xx is checked against the schema its operation declares (contracts'
 * operations table), and must be exactly what that schema describes: it parses, and parsing hands back the very
 * same value (no field the contract does not name, nothing a transform or a default would change). An answer that
 * is not is logged and replaced with a 500, so the test that met it fails.
 *
 * On in the tests (the integration platform, the browser journeys' server) rather than in service, where it would
 * parse every answer once more. The site in development and its unit tests parse each answer with the same schema;
 * the built site does not (frontend lib/api.ts), so this is the check the browser journeys make, field by field,
 * on the server that made the answer.
 */

export interface ResponseContract {
  operationId: string;
  schema: z.ZodType;
}

interface Matcher {
  method: string;
  pattern: RegExp;
  /** Literal segments: where two templates match one path (/api/orders/open, /api/orders/{id}), the more literal wins. */
  literals: number;
  contract: ResponseContract;
}

const isJsonAnswer = (row: OperationRow) => row.ok.schema !== undefined && (row.ok.mediaType === undefined || row.ok.mediaType === 'application/json');

function matcherOf(row: OperationRow): Matcher {
  const segments = row.path.split('/');
  const pattern = segments.map((segment) => (/^\{\w+\}$/.test(segment) ? '[^/]+' : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/');
  return {
    method: row.method.toUpperCase(),
    pattern: new RegExp(`^${pattern}/?$`),
    literals: segments.filter((segment) => !segment.startsWith('{')).length,
    contract: { operationId: row.operationId, schema: row.ok.schema! },
  };
}

/** Finds the response contract of a request by its method and path (undefined for paths the table does not hold). */
export function responseContracts(rows: readonly OperationRow[] = operations): (method: string, path: string) => ResponseContract | undefined {
  const matchers = rows.filter(isJsonAnswer).map(matcherOf).sort((a, b) => b.literals - a.literals);
  return (method, path) => matchers.find((m) => m.method === method && m.pattern.test(path))?.contract;
}

/** What is wrong with an answer for its contract, or null when it is exactly what the contract describes. */
export function contractBreach(contract: ResponseContract, answer: unknown): string | null {
  const parsed = contract.schema.safeParse(answer);
  if (!parsed.success) {
    return parsed.error.issues
      .slice(0, 5)
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
  }
  if (isDeepStrictEqual(parsed.data, answer)) return null;
  return `parsing changes the answer (a field the contract does not name, or one it would fill in or reshape): ${firstDifference(answer, parsed.data) ?? '(answer)'}`;
}

function firstDifference(sent: unknown, parsed: unknown, at = ''): string | null {
  if (isDeepStrictEqual(sent, parsed)) return null;
  if (typeof sent !== 'object' || sent === null || typeof parsed !== 'object' || parsed === null) return at || '(answer)';
  const keys = new Set([...Object.keys(sent), ...Object.keys(parsed)]);
  for (const key of keys) {
    const inner = firstDifference((sent as Record<string, unknown>)[key], (parsed as Record<string, unknown>)[key], at ? `${at}.${key}` : key);
    if (inner) return inner;
  }
  return at || '(answer)';
}

function jsonBody(res: Response, body: unknown): unknown {
  if (!/^application\/json\b/.test(String(res.get('Content-Type') ?? ''))) return undefined;
  const text = typeof body === 'string' ? body : Buffer.isBuffer(body) ? body.toString('utf8') : undefined;
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The CHECK_RESPONSES middleware (see above); `find` is responseContracts() unless a test gives its own. */
export function checkResponsesAgainstContracts(logger: Logger, find = responseContracts()): RequestHandler {
  return (req: Request, res: Response, next) => {
    const contract = find(req.method, req.originalUrl.split('?')[0]!);
    if (!contract) return next();
    const send = res.send.bind(res);
    // res.json ends in res.send with the JSON text, so this one place sees every JSON answer.
    res.send = (body?: unknown) => {
      const answer = res.statusCode >= 200 && res.statusCode < 300 ? jsonBody(res, body) : undefined;
      const breach = answer === undefined ? null : contractBreach(contract, answer);
      if (breach === null) return send(body);
      logger.error({ operationId: contract.operationId, method: req.method, path: req.originalUrl, breach }, 'answer breaks its contract');
      res.status(500);
      return send(JSON.stringify({ message: `The answer of ${contract.operationId} breaks its contract: ${breach}`, correlationId: req.correlationId }));
    };
    next();
  };
}
