import { Router } from 'express';
import type pg from 'pg';
import { MAX_ACTIVE_API_KEYS, apiKeyPaths, type ApiKeyList, type ApiKeyView } from '@certus/contracts';
import { requireUser, type Clock } from '@certus/infra';
import type { ApiKeyUsage } from './api-key-usage.ts';

interface ApiKeyRow {
  key_id: string;
  name: string;
  prefix: string;
  created_at: Date;
  revoked_at: Date | null;
}

/**
 * GET /api/userprofile/apikeys: the signed-in member's own keys (by the token's user id, never a parameter), newest
 * first, each with its calls today from the shared counter, and the quota they count against.
 */
export function memberApiKeysRoute(pool: pg.Pool, usage: ApiKeyUsage, options: { dailyQuota: number; clock: Clock }): Router {
  return Router().get(apiKeyPaths.keys, requireUser, async (req, res) => {
    const { rows } = await pool.query<ApiKeyRow>(
      'SELECT key_id, name, prefix, created_at, revoked_at FROM api_keys WHERE member_id = $1 ORDER BY created_at DESC, key_id',
      [req.user!.userId],
    );
    const calls = await usage.callsToday(rows.map((row) => row.key_id), options.clock.now());
    const keys = rows.map(
      (row): ApiKeyView => ({
        keyId: row.key_id,
        name: row.name,
        prefix: row.prefix,
        createdAt: row.created_at.toISOString(),
        revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
        callsToday: calls.get(row.key_id) ?? 0,
      }),
    );
    res.set('Cache-Control', 'private, no-cache').json({ keys, dailyQuota: options.dailyQuota, maxActiveKeys: MAX_ACTIVE_API_KEYS } satisfies ApiKeyList);
  });
}
