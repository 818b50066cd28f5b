import { DomainError, MAX_ACTIVE_API_KEYS, apiKeyMessages, isApiKeyName, type ApiKeyEvent } from '@certus/contracts';
import type { Decider } from '../shared/decider.ts';

/** One key of a member, as the rules need it: its name, and when it was revoked (null while active). */
export interface ApiKeyEntry {
  name: string;
  revokedAt: string | null;
}

/** Stream `ApiKeys-{memberId}`: every key the member ever created, by id. */
export interface ApiKeysState {
  keys: ReadonlyMap<string, ApiKeyEntry>;
}

export type ApiKeysCommand =
  | { type: 'CreateApiKey'; memberId: string; keyId: string; name: string; prefix: string; secretHash: string; now: string }
  | { type: 'RenameApiKey'; memberId: string; keyId: string; name: string; now: string }
  | { type: 'RevokeApiKey'; memberId: string; keyId: string; now: string };

const activeCount = (state: ApiKeysState) => [...state.keys.values()].filter((key) => key.revokedAt === null).length;

function requireName(name: string): void {
  if (!isApiKeyName(name)) throw new DomainError('invalid', name.trim() ? apiKeyMessages.nameTooLong : apiKeyMessages.nameRequired, 'name');
}

/** A key of this member; another member's id is simply not in the stream (404: nobody learns it exists). */
function requireKey(state: ApiKeysState, keyId: string): ApiKeyEntry {
  const key = state.keys.get(keyId);
  if (!key) throw new DomainError('not_found', apiKeyMessages.notFound);
  return key;
}

export function decideApiKeys(command: ApiKeysCommand, state: ApiKeysState): ApiKeyEvent[] {
  const { memberId, keyId, now } = command;
  switch (command.type) {
    case 'CreateApiKey': {
      // A retry of the same request (its Idempotency-Key gives the same id) cannot be answered: the secret was shown once.
      if (state.keys.has(keyId)) throw new DomainError('conflict', apiKeyMessages.alreadyCreated);
      requireName(command.name);
      if (activeCount(state) >= MAX_ACTIVE_API_KEYS) throw new DomainError('conflict', apiKeyMessages.tooManyKeys);
      const { name, prefix, secretHash } = command;
      return [{ type: 'ApiKeyCreated', data: { keyId, memberId, name, prefix, secretHash, createdAt: now } }];
    }
    case 'RenameApiKey': {
      const key = requireKey(state, keyId);
      if (key.revokedAt !== null) throw new DomainError('conflict', apiKeyMessages.renameRevoked);
      requireName(command.name);
      if (key.name === command.name) return [];
      return [{ type: 'ApiKeyRenamed', data: { keyId, memberId, name: command.name, renamedAt: now } }];
    }
    case 'RevokeApiKey': {
      const key = requireKey(state, keyId);
      if (key.revokedAt !== null) throw new DomainError('conflict', apiKeyMessages.alreadyRevoked(key.revokedAt));
      return [{ type: 'ApiKeyRevoked', data: { keyId, memberId, revokedAt: now } }];
    }
    default: {
      const unknown: never = command;
      throw new Error(`unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export function evolveApiKeys(state: ApiKeysState, event: ApiKeyEvent): ApiKeysState {
  const keys = new Map(state.keys);
  switch (event.type) {
    case 'ApiKeyCreated':
      keys.set(event.data.keyId, { name: event.data.name, revokedAt: null });
      return { keys };
    case 'ApiKeyRenamed': {
      const key = keys.get(event.data.keyId);
      if (key) keys.set(event.data.keyId, { ...key, name: event.data.name });
      return { keys };
    }
    case 'ApiKeyRevoked': {
      const key = keys.get(event.data.keyId);
      if (key) keys.set(event.data.keyId, { ...key, revokedAt: event.data.revokedAt });
      return { keys };
    }
    default: {
      const unknown: never = event;
      throw new Error(`unknown event ${JSON.stringify(unknown)}`);
    }
  }
}

export const apiKeysDecider: Decider<ApiKeysState, ApiKeysCommand, ApiKeyEvent> = {
  initialState: () => ({ keys: new Map() }),
  evolve: evolveApiKeys,
  decide: decideApiKeys,
};
