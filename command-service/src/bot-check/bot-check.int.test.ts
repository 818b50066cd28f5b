import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '@certus/infra';
import { freshDatabase } from '../../../tests/support/postgres.ts';
import { createAltchaBotCheck, ensureSchema, type AltchaBotCheckOptions, type BotCheck } from './bot-check.ts';
import { challengeRouter } from './challenge-router.ts';
import { solveChallengeForTests } from './solve-for-tests.ts';

const HMAC_KEY = 'test-altcha-hmac-key';
const EXPIRES_IN_SECONDS = 300;

type Db = Awaited<ReturnType<typeof freshDatabase>>;

/** Decodes the widget payload, lets a test change it, and encodes it back. */
function rewrite(payload: string, change: (decoded: any) => void): string {
  const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  change(decoded);
  return Buffer.from(JSON.stringify(decoded)).toString('base64');
}

describe('ALTCHA bot check on PostgreSQL', () => {
  let db: Db;
  // The clock starts at real time: altcha-lib also checks expiry against the system clock.
  const clock = new ManualClock(new Date());
  const botCheck = (overrides: Partial<AltchaBotCheckOptions> = {}): BotCheck =>
    createAltchaBotCheck({ hmacKey: HMAC_KEY, pool: db.pool, clock, expiresInSeconds: EXPIRES_IN_SECONDS, ...overrides });
  const solvedPayload = async (check: BotCheck) => solveChallengeForTests(await check.createChallenge());

  beforeAll(async () => {
    db = await freshDatabase('bot_check');
    await Promise.all([ensureSchema(db.pool), ensureSchema(db.pool), ensureSchema(db.pool)]);
  });
  afterAll(() => db.drop());

  it('given a solved challenge, when it is verified, then it passes once and its replay is refused', async () => {
    const check = botCheck();
    const payload = await solvedPayload(check);

    expect(await check.verify(payload)).toBe(true);
    expect(await check.verify(payload)).toBe(false);
  });

  it('given a used payload, when it is re-sent with a different solution time and counter, then it is still a replay', async () => {
    // The derived key is the proof (the server signed it when making the challenge); replays are keyed on the challenge.
    const check = botCheck();
    const payload = await solvedPayload(check);
    expect(await check.verify(payload)).toBe(true);

    const reworded = rewrite(payload, (d) => {
      d.solution.counter += 1;
      d.solution.time = 1;
    });

    expect(await check.verify(reworded)).toBe(false);
  });

  it('given two command-service processes on one database, when a payload used on one is sent to the other, then it is refused', async () => {
    const first = botCheck();
    const second = botCheck();
    const payload = await solvedPayload(first);

    expect(await first.verify(payload)).toBe(true);
    expect(await second.verify(payload)).toBe(false);
  });

  it('given the same solved payload sent twice at once, when both are verified concurrently, then exactly one passes', async () => {
    const check = botCheck();
    const payload = await solvedPayload(check);

    const results = await Promise.all([check.verify(payload), botCheck().verify(payload)]);

    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it.each<[string, (decoded: any) => void]>([
    ['a later expiry', (d) => (d.challenge.parameters.expiresAt += 3_600)],
    ['an easier key prefix', (d) => (d.challenge.parameters.keyPrefix = '00')],
    ['a wrong derived key', (d) => (d.solution.derivedKey = d.solution.derivedKey.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a')))],
    ['a forged signature', (d) => (d.challenge.signature = '0'.repeat(64))],
    ['no signature', (d) => delete d.challenge.signature],
    ['no solution', (d) => delete d.solution],
  ])('given a solved payload, when it is tampered with (%s), then it is refused', async (_label, change) => {
    const check = botCheck();
    const payload = await solvedPayload(check);

    expect(await check.verify(rewrite(payload, change))).toBe(false);
    // The genuine payload was not spent by the refused attempt.
    expect(await check.verify(payload)).toBe(true);
  });

  it.each([
    ['an empty string', ''],
    ['text that is not base64 JSON', 'not a payload'],
    ['base64 of a non-object', Buffer.from('42').toString('base64')],
    ['an oversized value', 'A'.repeat(10_000)],
  ])('given %s, when verified, then it is refused', async (_label, payload) => {
    expect(await botCheck().verify(payload)).toBe(false);
  });

  it('given a challenge signed with another key, when its solution is verified, then it is refused', async () => {
    const payload = await solvedPayload(botCheck({ hmacKey: 'someone-elses-key' }));

    expect(await botCheck().verify(payload)).toBe(false);
  });

  it('given a solved challenge, when it is submitted after it expired, then it is refused', async () => {
    const check = botCheck();
    const payload = await solvedPayload(check);

    clock.advance((EXPIRES_IN_SECONDS + 1) * 1_000);

    expect(await check.verify(payload)).toBe(false);
  });

  it('given used payloads whose challenges expired long ago, when another payload is verified, then their rows are purged', async () => {
    const check = botCheck();
    const old = await solvedPayload(check);
    expect(await check.verify(old)).toBe(true);
    const oldSignature = JSON.parse(Buffer.from(old, 'base64').toString('utf8')).challenge.signature;

    clock.advance((EXPIRES_IN_SECONDS + 3_600) * 1_000);
    const fresh = await solvedPayload(check);
    expect(await check.verify(fresh)).toBe(true);

    const rows = await db.pool.query('SELECT 1 FROM bot_check_used WHERE signature = $1', [oldSignature]);
    expect(rows.rowCount).toBe(0);
  });

  it('given the challenge route, when the widget fetches a challenge, then it gets an uncached ALTCHA v2 challenge that verifies once solved', async () => {
    const check = botCheck();
    const app = express().use(challengeRouter(check));
    const server = app.listen(0);
    try {
      await new Promise<void>((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;

      const response = await fetch(`http://127.0.0.1:${port}/api/altcha/challenge`);
      const challenge = await response.json();

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(challenge).toMatchObject({
        parameters: { algorithm: 'PBKDF2/SHA-256', nonce: expect.any(String), salt: expect.any(String), keyPrefix: expect.any(String) },
        signature: expect.any(String),
      });
      expect(await check.verify(await solveChallengeForTests(challenge))).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
