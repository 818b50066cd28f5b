import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';

/** Expired records are swept at most every this many writes (a dev provider holds few). */
const SWEEP_EVERY_WRITES = 200;

/**
 * The dev provider's storage (sessions, interactions, grants, codes, tokens): a Map in this process,
 * deliberately, as the provider lives and dies with it. Given explicitly so oidc-provider does not warn, at
 * every start, that its built-in memory adapter is unfit for production: this provider is never production.
 */
export function devMemoryAdapter(): AdapterFactory {
  const records = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  let writes = 0;

  const alive = (key: string) => {
    const record = records.get(key);
    if (record && record.expiresAt <= Date.now()) records.delete(key);
    return record && record.expiresAt > Date.now() ? record.payload : undefined;
  };
  const sweep = () => {
    const now = Date.now();
    for (const [key, record] of records) if (record.expiresAt <= now) records.delete(key);
  };

  return (model: string): Adapter => {
    const keyOf = (id: string) => `${model}:${id}`;
    const findBy = (match: (payload: AdapterPayload) => boolean) => {
      for (const [key, record] of records) if (key.startsWith(`${model}:`) && match(record.payload)) return alive(key);
      return undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        records.set(keyOf(id), { payload, expiresAt: typeof expiresIn === 'number' ? Date.now() + expiresIn * 1000 : Number.POSITIVE_INFINITY });
        if (++writes % SWEEP_EVERY_WRITES === 0) sweep();
      },
      async find(id) {
        return alive(keyOf(id));
      },
      async findByUid(uid) {
        return findBy((payload) => payload.uid === uid);
      },
      async findByUserCode(userCode) {
        return findBy((payload) => payload.userCode === userCode);
      },
      async consume(id) {
        const payload = alive(keyOf(id));
        if (payload) payload.consumed = Math.floor(Date.now() / 1000);
      },
      async destroy(id) {
        records.delete(keyOf(id));
      },
      async revokeByGrantId(grantId) {
        for (const [key, record] of records) if (record.payload.grantId === grantId) records.delete(key);
      },
    };
  };
}
