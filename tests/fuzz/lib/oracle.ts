import { ErrorBody, ModelStateErrorBody, TokenError } from '@certus/contracts';
import type { WireResponse } from './wire.ts';

/**
 * What counts as a good answer: any 2xx or 3xx; a 4xx whose body has the contracts' error shape (ErrorBody
 * `{message, correlationId?}` or ModelStateErrorBody `{message, modelState}`; on POST /token also the OAuth
 * error `{error, error_description}`); never a 5xx, and never no answer at all.
 */
export type Verdict = { ok: true } | { ok: false; problem: 'server error' | 'no error shape' | 'no answer'; status: number };

export function judge(method: string, path: string, response: WireResponse): Verdict {
  const { status } = response;
  if (status >= 500 || status < 100) return { ok: false, problem: 'server error', status };
  if (status < 400) return { ok: true };
  // A HEAD answer has no body by definition.
  if (method === 'HEAD') return { ok: true };
  let body: unknown;
  try {
    body = JSON.parse(response.text);
  } catch {
    return { ok: false, problem: 'no error shape', status };
  }
  const shapes = path.split('?')[0] === '/token' ? [TokenError, ErrorBody, ModelStateErrorBody] : [ErrorBody, ModelStateErrorBody];
  if (shapes.some((shape) => shape.safeParse(body).success)) return { ok: true };
  return { ok: false, problem: 'no error shape', status };
}
