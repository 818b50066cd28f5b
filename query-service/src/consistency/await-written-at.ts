import type { NextFunction, Request, Response } from 'express';
import type pg from 'pg';
import { WRITTEN_AT_HEADER, compareCheckpoints, parseWrittenAt, type Checkpoint } from '@certus/contracts';

export interface AwaitWrittenAtOptions {
  /** The projections this service reads; every checkpoint row when not given. */
  projectionNames?: readonly string[];
  /** How long a read waits at most; after that it is served as the read models stand. */
  maxWaitMs?: number;
  pollMs?: number;
}

/**
 * Read-your-writes for the eventually consistent read models: a GET that carries the position of the
 * caller's last command (X-Certus-Written-At, see contracts) waits until every projection has passed it,
 * so a member who just saved an address sees it in the list. Projection lag is milliseconds (bench), so
 * the wait is short; it is bounded so a stopped projection slows reads down but never blocks them.
 */
export function awaitWrittenAt(pool: pg.Pool, options: AwaitWrittenAtOptions = {}) {
  const maxWaitMs = options.maxWaitMs ?? 3000;
  const pollMs = options.pollMs ?? 15;
  const names = options.projectionNames ? [...options.projectionNames] : null;

  async function behind(target: Checkpoint): Promise<boolean> {
    const { rows } = await pool.query<{ projection: string; tx_id: string; global_position: string }>(
      `SELECT projection, tx_id::text AS tx_id, global_position::text AS global_position FROM public.projection_checkpoints
       WHERE $1::text[] IS NULL OR projection = ANY($1::text[])`,
      [names],
    );
    if (names && rows.length < names.length) return true; // a projection that has not started yet
    return rows.some((row) => compareCheckpoints({ txId: row.tx_id, position: row.global_position }, target) < 0);
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const target = req.method === 'GET' ? parseWrittenAt(req.get(WRITTEN_AT_HEADER)) : null;
    if (!target) return next();
    const deadline = Date.now() + maxWaitMs;
    try {
      while (await behind(target)) {
        if (Date.now() >= deadline) {
          res.set('X-Certus-Consistency', 'stale'); // served anyway: better late data than no page
          return next();
        }
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
