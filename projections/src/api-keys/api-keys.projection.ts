import { ApiKeyEvent, apiKeyEventTypes, type RecordedEvent } from '@certus/contracts';
import type { Projection } from '../projection.ts';

const CONSUMED = new Set<string>(apiKeyEventTypes);

/**
 * api_keys (migrations/024_api_keys.sql): one row per key. Each event touches its own key's row only, so each is
 * one statement, and each gives the same row when applied again: a creation already there is left alone, a rename
 * or a revocation sets the value its event carries.
 */
export const apiKeysProjection: Projection = {
  name: 'api-keys',
  tables: ['api_keys'],
  handles: (event) => CONSUMED.has(event.type),
  async applyBatch(client, events) {
    for (const recorded of events) {
      if (!CONSUMED.has(recorded.type)) continue;
      const event = ApiKeyEvent.parse({ type: recorded.type, data: recorded.data });
      switch (event.type) {
        case 'ApiKeyCreated': {
          const { keyId, memberId, name, prefix, secretHash, createdAt } = event.data;
          await client.query(
            `INSERT INTO api_keys (key_id, member_id, name, prefix, secret_hash, created_at) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (key_id) DO NOTHING`,
            [keyId, memberId, name, prefix, secretHash, createdAt],
          );
          break;
        }
        case 'ApiKeyRenamed':
          await client.query('UPDATE api_keys SET name = $2, renamed_at = $3 WHERE key_id = $1', [event.data.keyId, event.data.name, event.data.renamedAt]);
          break;
        case 'ApiKeyRevoked':
          await client.query('UPDATE api_keys SET revoked_at = $2 WHERE key_id = $1', [event.data.keyId, event.data.revokedAt]);
          break;
        default: {
          const unknown: never = event;
          throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
        }
      }
    }
  },
};
