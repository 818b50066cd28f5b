import type { Request } from 'express';

/**
 * A named path parameter as a string ('' when absent). Express's types widen params to string | string[]
 * once a shared middleware (requireUser) is in the handler list; named segments are always strings.
 */
export function pathParam(req: Request, name: string): string {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : '';
}

/** An optional named segment (`{/:search}`): undefined when not in the path. */
export function optionalPathParam(req: Request, name: string): string | undefined {
  const value: unknown = req.params[name];
  return typeof value === 'string' ? value : undefined;
}
