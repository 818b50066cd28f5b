import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START, certificateStreamId, type ComicCertifiedData } from '@certus/contracts';
import { canonicalJson } from '@certus/contracts/registry/canonical-json';
import { NO_PREVIOUS_ENTRY, entryLeafHash, registryPublicKey, verifyEntryInclusion, verifyTreeHeadSignature } from '@certus/contracts/registry/registry-log';
import { toHex } from '@certus/contracts/registry/merkle';
import { verifyRegistryExport } from '@certus/contracts/registry/verify-export';
import { registryMessages } from '@certus/contracts';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccessTokens, ManualClock, createLogger, createServiceApp, cryptoSecrets, randomIds, systemClock } from '@certus/infra';
import { registryRoutes } from '../../query-service/src/registry/registry-routes.ts';
import { certificateRegistryProjection, migrate, rebuildProjection, signRegistryHeadOnce } from '@certus/projections';
import { aCertificate, appendCertificates } from '../../query-service/src/population/testing/certificates.ts';
import { RegistryReader } from '../../query-service/src/registry/registry-reader.ts';
import { freshEventStore } from '../support/event-store.ts';
import { freshDatabase } from '../support/postgres.ts';
import { recordedStream } from '../../projections/src/testing/recorded.ts';
import { projectToHead as projectRegistryToHead } from '../support/projection-checks.ts';

type Env = Awaited<ReturnType<typeof freshEventStore>>;
const logger = createLogger('test', 'silent');
const KEY = { keyId: 'test-key', privateKey: '4ccd089b28ff96da9db6c346ec114e0f5b8a319f35aba624da8cf6ed4fb8a6fb' };
const HOUR = 3_600_000;

/**
 * The certificate registry on real PostgreSQL (issue [5/7]): certifications logged by the certificate-registry
 * projection as chained entries, heads signed over them by the head signer and published as events, and what the
 * registry reader answers from them (proofs, the export), checked with the contracts' own verification.
 */
describe('certificate registry: the log, its signed heads and the export', () => {
  let env: Env;
  const clock = new ManualClock(new Date('2026-11-28T10:00:00.000Z'));
  const certificates: ComicCertifiedData[] = [];
  let reader: RegistryReader;

  const projectToHead = () => projectRegistryToHead(env, certificateRegistryProjection, 3);
  const sign = () => signRegistryHeadOnce({ pool: env.pool, store: env.store, clock, key: KEY, intervalMs: HOUR, catchUpTimeoutMs: 0 });

  beforeAll(async () => {
    env = await freshEventStore({ label: 'certificate_registry' });
    await migrate(env.pool);
    for (let i = 0; i < 5; i++) certificates.push(aCertificate({ grade: 9 + i / 10, issue: String(i + 1), memberId: `member-${i}`, personalCollection: 'The Private Collection' }, '26-REGTEST'));
    await appendCertificates(env.store, certificates);
    // The first book certified again (a re-grade): a second ComicCertified on its stream.
    await env.store.append(certificateStreamId(certificates[0]!.certificationId), 1, [
      { type: 'ComicCertified', data: { ...certificates[0]!, grade: 9.6 }, metadata: { correlationId: 't', causationId: 't', actor: { userId: null, role: 'system' } } },
    ]);
    await projectToHead();
    reader = new RegistryReader(env.pool, [{ keyId: KEY.keyId, publicKey: registryPublicKey(KEY.privateKey) }]);
  }, 120_000);

  let server: http.Server | undefined;
  afterAll(async () => {
    if (server) await new Promise((r) => server!.close(r));
    await env?.drop();
  });

  /** The registry's routes as the query service mounts them, on a port of their own. */
  async function api(path: string): Promise<{ status: number; body: unknown; text: string; headers: Headers }> {
    if (!server) {
      const app = createServiceApp({
        logger: logger,
        ids: randomIds,
        tokens: new AccessTokens(cryptoSecrets.token(32), systemClock, 900),
        publicOrigin: 'http://127.0.0.1',
        checkResponses: true,
        routers: [registryRoutes(reader, logger)],
      });
      server = await new Promise<http.Server>((resolve) => {
        const s = app.listen(0, '127.0.0.1', () => resolve(s));
      });
    }
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: res.status, body, text, headers: res.headers };
  }

  it('given six certifications, then six entries in log order, chained, the repeat logged as recertified, nothing about the owners', async () => {
    const { rows } = await env.pool.query('SELECT seq, certification_id, kind, entry, leaf_hash FROM registry_entries ORDER BY seq');
    expect(rows.map((r) => [Number(r.seq), r.certification_id, r.kind])).toEqual([
      ...certificates.map((c, i) => [i, c.certificationId, 'certified']),
      [5, certificates[0]!.certificationId, 'recertified'],
    ]);
    const entries = rows.map((r) => JSON.parse(r.entry));
    expect(entries[0].previous).toBe(NO_PREVIOUS_ENTRY);
    for (let i = 1; i < entries.length; i++) expect(entries[i].previous).toBe(rows[i - 1].leaf_hash);
    for (const row of rows) {
      expect(canonicalJson(JSON.parse(row.entry))).toBe(row.entry);
      expect(toHex(entryLeafHash(JSON.parse(row.entry)))).toBe(row.leaf_hash);
      for (const word of ['member', 'Private Collection', '26-REGTEST"', 'orderId']) expect(row.entry).not.toContain(word);
    }
  });

  it('given no head yet, when the signer runs, then a head over all six is published; run again within the hour with nothing new, nothing', async () => {
    expect(await reader.latestHead()).toBeNull();
    expect(await api('/api/registry/heads/latest')).toMatchObject({ status: 404, body: { message: registryMessages.noHeadYet } });
    expect(await api('/api/registry/export')).toMatchObject({ status: 404 });
    const head = await sign();
    expect(head).toMatchObject({ day: '2026-11-28', treeSize: 6, keyId: KEY.keyId, timestamp: '2026-11-28T10:00:00.000Z' });
    expect(verifyTreeHeadSignature(head!, registryPublicKey(KEY.privateKey))).toBe(true);
    clock.advance(10 * 60_000);
    expect(await sign()).toBeNull();
    await projectToHead();
    expect(await reader.latestHead()).toEqual(head);
  });

  it("given a certificate, then each of its entries comes with a proof in the latest head that verifies in the contracts' check", async () => {
    const proof = (await reader.certificateProof(certificates[0]!.certificationId))!;
    expect(proof.entries.map((e) => e.entry.kind)).toEqual(['certified', 'recertified']);
    for (const { entry, proof: inclusion } of proof.entries) expect(verifyEntryInclusion(entry, inclusion!, proof.head!)).toBe(true);
    expect(await reader.certificateProof('26-NOSUCH0-001')).toBeNull();
  });

  it('given a new certification, then it waits for the next head (no proof yet); an hour on, the signer signs one over seven, consistent with the first', async () => {
    const late = aCertificate({ issue: '99' }, '26-REGTEST');
    await appendCertificates(env.store, [late]);
    await projectToHead();
    expect((await reader.certificateProof(late.certificationId))!.entries[0]!.proof).toBeNull();
    clock.advance(HOUR);
    const second = await sign();
    expect(second).toMatchObject({ treeSize: 7 });
    await projectToHead();
    const consistency = await reader.consistency(6, 7);
    expect(consistency).toMatchObject({ head: second });
    const { verifyConsistency, fromHex } = await import('@certus/contracts/registry/merkle');
    const first = (await reader.heads('2026-11-28'))[0]!;
    expect(verifyConsistency(6, 7, (consistency as { proof: string[] }).proof.map((h) => fromHex(h)!), fromHex(first.rootHash)!, fromHex(second!.rootHash)!)).toBe(true);
    expect(await reader.consistency(6, 8)).toBe('beyond');
  });

  it('given the next day, then a head is signed though nothing new was logged (a head a day at least)', async () => {
    clock.set(new Date('2026-11-29T00:10:00.000Z'));
    expect(await sign()).toMatchObject({ day: '2026-11-29', treeSize: 7 });
    await projectToHead();
    expect((await reader.heads()).map((h) => [h.day, h.treeSize])).toEqual([['2026-11-28', 7], ['2026-11-29', 7]]);
  });

  it('given the export, then the offline check finds nothing wrong; with one entry changed in the read model, the reader refuses to prove anything', async () => {
    let text = '';
    expect(await (await reader.openExport())!.writeTo((chunk) => void (text += chunk))).toBe(7);
    expect(verifyRegistryExport(text)).toEqual({ entries: 7, heads: 3, problems: [] });

    const client = await env.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(`UPDATE registry_entries SET leaf_hash = $1 WHERE seq = 3`, ['0'.repeat(64)]);
      const tampered = new RegistryReader(client as unknown as import('pg').Pool, reader.keys);
      await expect(tampered.certificateProof(certificates[1]!.certificationId)).rejects.toThrow(/do not come to the root/);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it('over HTTP: the heads, the keys, a certificate with its proofs (any case), consistency, the export; bad input is a 4xx in the contracts\' shape', async () => {
    expect(await api('/api/registry/keys')).toMatchObject({ status: 200, body: { keys: [{ keyId: KEY.keyId, publicKey: registryPublicKey(KEY.privateKey) }] } });
    const latest = await api('/api/registry/heads/latest');
    expect(latest).toMatchObject({ status: 200, body: { day: '2026-11-29', treeSize: 7 } });
    expect(latest.headers.get('cache-control')).toBe('public, max-age=60');
    expect((await api('/api/registry/heads?day=2026-11-28')).body).toMatchObject({ heads: [{ treeSize: 6 }, { treeSize: 7 }] });
    const record = await api(`/api/registry/certificates/${certificates[2]!.certificationId.toLowerCase()}`);
    expect(record).toMatchObject({ status: 200, body: { certificationId: certificates[2]!.certificationId, head: { treeSize: 7 } } });
    const { entries, head } = record.body as { entries: [{ entry: never; proof: never }]; head: never };
    expect(verifyEntryInclusion(entries[0].entry, entries[0].proof, head)).toBe(true);
    expect(await api('/api/registry/consistency?first=6&second=7')).toMatchObject({ status: 200, body: { first: 6, second: 7 } });
    const exported = await api('/api/registry/export');
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    expect(exported.headers.get('content-disposition')).toBe('attachment; filename="certus-registry-2026-11-29.jsonl"');
    expect(verifyRegistryExport(exported.text).problems).toEqual([]);

    expect(await api('/api/registry/certificates/26-NOSUCH0-001')).toMatchObject({ status: 404, body: { message: registryMessages.notInRegistry } });
    expect(await api('/api/registry/certificates/not-an-id')).toMatchObject({ status: 404, body: { message: registryMessages.notInRegistry } });
    expect(await api('/api/registry/heads?day=2026-02-30')).toMatchObject({ status: 400, body: { modelState: { 'model.day': [registryMessages.day] } } });
    expect(await api('/api/registry/consistency?first=7&second=6')).toMatchObject({ status: 400, body: { modelState: { 'model.second': [registryMessages.beyondHead] } } });
    expect(await api('/api/registry/consistency?first=1&second=99')).toMatchObject({ status: 400 });
    expect(await api('/api/registry/consistency?first=-1&second=x')).toMatchObject({ status: 400, body: { modelState: { 'model.first': [registryMessages.treeSize] } } });
  });

  it('given the whole log applied again, and a rebuild from zero, then the same entries and heads, byte for byte', async () => {
    const dump = async () => ({
      entries: (await env.pool.query('SELECT * FROM registry_entries ORDER BY seq')).rows,
      heads: (await env.pool.query('SELECT * FROM registry_heads ORDER BY head_no')).rows,
    });
    const live = await dump();
    const client = await env.pool.connect();
    try {
      await client.query('BEGIN');
      await certificateRegistryProjection.applyBatch(client, await env.store.readAll(START, 100_000));
      expect((await client.query('SELECT * FROM registry_entries ORDER BY seq')).rows).toEqual(live.entries);
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
    await rebuildProjection(env.pool, env.store, certificateRegistryProjection);
    expect(await dump()).toEqual(live);
  });
});

describe('certificate registry: the order of the log', () => {
  it('given a certification committed after another but numbered before it (the log orders by transaction, then position), then both are logged', async () => {
    const db = await freshDatabase('registry_order');
    try {
      await migrate(db.pool);
      const [first, second] = ['26-ORDERED-001', '26-ORDERED-002'].map((id) => aCertificate({ issue: id.slice(-1) }, id.slice(0, 10)));
      // Transaction 7 took position 21, transaction 8 position 20: the log hands over 7's event first.
      const [later, earlier] = recordedStream('Certificate-two', [
        { type: 'ComicCertified', data: first! },
        { type: 'ComicCertified', data: second! },
      ]).map((event, i) => ({ ...event, txId: String(7 + i), globalPosition: String(21 - i) }));
      const client = await db.pool.connect();
      try {
        await client.query('BEGIN');
        await certificateRegistryProjection.applyBatch(client, [later!]);
        await certificateRegistryProjection.applyBatch(client, [earlier!]);
        await certificateRegistryProjection.applyBatch(client, [later!, earlier!]); // replayed: nothing new
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      const { rows } = await db.pool.query('SELECT seq, certification_id, position::int AS position FROM registry_entries ORDER BY seq');
      expect(rows).toEqual([
        { seq: '0', certification_id: first!.certificationId, position: 21 },
        { seq: '1', certification_id: second!.certificationId, position: 20 },
      ]);
    } finally {
      await db.drop();
    }
  });
});
