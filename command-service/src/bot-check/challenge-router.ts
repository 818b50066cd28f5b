import { Router } from 'express';
import type { BotCheck } from './bot-check.ts';

export const BOT_CHECK_CHALLENGE_PATH = '/api/altcha/challenge';

/** GET /api/altcha/challenge: the challenge the ALTCHA widget fetches (its `challenge` attribute points here). */
export function challengeRouter(botCheck: BotCheck): Router {
  const router = Router();
  router.get(BOT_CHECK_CHALLENGE_PATH, async (_req, res) => {
    const challenge = await botCheck.createChallenge();
    // Every form gets its own challenge: a cached one would be refused as a replay.
    res.set('Cache-Control', 'no-store').json(challenge);
  });
  return router;
}
