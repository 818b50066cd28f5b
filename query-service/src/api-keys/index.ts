import type { Router } from 'express';
import type pg from 'pg';
import type { Clock } from '@certus/infra';
import type { RegistryReads } from '../registry/registry-routes.ts';
import { ApiKeyUsage } from './api-key-usage.ts';
import { keyedAccess } from './keyed-access.ts';
import { keyedRoutes } from './keyed-routes.ts';
import { memberApiKeysRoute } from './member-api-keys-route.ts';

export { ensureApiKeyUsageSchema } from './api-key-usage.ts';

/** The keyed API and the member's list of keys, over one shared call counter. */
export function apiKeyRouters(options: { pool: pg.Pool; clock: Clock; dailyQuota: number; registry: RegistryReads; storagePublicUrl: string }): Router[] {
  const { pool, clock, dailyQuota } = options;
  const usage = new ApiKeyUsage(pool);
  return [
    memberApiKeysRoute(pool, usage, { dailyQuota, clock }),
    keyedRoutes({ pool, clock, registry: options.registry, storagePublicUrl: options.storagePublicUrl, access: keyedAccess({ pool, usage, dailyQuota, clock }) }),
  ];
}
