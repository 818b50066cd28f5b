import { Router } from 'express';
import type pg from 'pg';
import {
  PUBLIC_RESOURCE_CACHE_CONTROL,
  turnaroundMessageState,
  turnaroundPaths,
  type Catalogue,
  type EditorTurnaroundMessagesResponse,
  type TatMessageResponse,
  type TurnaroundResponse,
} from '@certus/contracts';
import { requireRole, type Clock } from '@certus/infra';
import { readLiveTurnaroundMessage, readTurnaround } from './turnaround-reads.ts';

/**
 * Turnaround (spec 7.5, 8; issue [3/7]), public and cached 300 s:
 * - GET /api/data/turnaround and GET /api/turnaroundtimes/tat (the legacy site's two names of one call): per
 *   tier code, the median and 90th percentile of the last 90 days, with the sample size, or the fallback;
 * - GET /api/data/tatmessage: the live published message, or '5 weeks'.
 * And, for editors only, GET /api/editor/turnaround-message: every message with its state at the clock's now.
 */
export function turnaroundRoutes(pool: pg.Pool, options: { clock: Clock; currentCatalogue: () => Promise<Catalogue> }): Router {
  const router = Router();
  const { clock, currentCatalogue } = options;

  router.get([turnaroundPaths.turnaround, turnaroundPaths.tat], async (_req, res) => {
    const body: TurnaroundResponse = await readTurnaround(pool, await currentCatalogue(), clock.now());
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json(body);
  });

  router.get(turnaroundPaths.tatMessage, async (_req, res) => {
    const body: TatMessageResponse = await readLiveTurnaroundMessage(pool, clock.now());
    res.set('Cache-Control', PUBLIC_RESOURCE_CACHE_CONTROL).json(body);
  });

  router.get(turnaroundPaths.editorMessages, requireRole('editor'), async (_req, res) => {
    const now = clock.now();
    const [{ rows }, live] = await Promise.all([
      pool.query<{ message_id: string; text: string; publish_from: Date; publish_until: Date | null; published_at: Date; withdrawn_at: Date | null }>(
        'SELECT message_id, text, publish_from, publish_until, published_at, withdrawn_at FROM turnaround_messages ORDER BY publish_from DESC, published_at DESC, message_id',
      ),
      readLiveTurnaroundMessage(pool, now),
    ]);
    const messages = rows.map((r) => {
      const view = {
        messageId: r.message_id,
        text: r.text,
        publishFrom: r.publish_from.toISOString(),
        publishUntil: r.publish_until?.toISOString() ?? null,
        publishedAt: r.published_at.toISOString(),
        withdrawnAt: r.withdrawn_at?.toISOString() ?? null,
      };
      return { ...view, state: turnaroundMessageState(view, now) };
    });
    res.set('Cache-Control', 'private, no-cache').json({ now: now.toISOString(), liveMessageId: live.messageId, messages } satisfies EditorTurnaroundMessagesResponse);
  });

  return router;
}
