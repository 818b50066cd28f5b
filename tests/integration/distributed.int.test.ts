import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { PostgresEventStore, freePort, randomIds, startSmtpSink, systemClock } from '@certus/infra';
import { membersProjection, migrate, readCheckpoint, rebuildProjection } from '@certus/projections';
import { tableRows } from '../support/member-histories.ts';
import { solveChallengeForTests } from '../../command-service/src/bot-check/solve-for-tests.ts';
import { freshDatabase } from '../support/postgres.ts';
import { untilHealthy } from '../support/until-healthy.ts';

/**
 * Distributed mode as an operator runs it: one process per service (command, query, relay, projections
 * over NATS JetStream, web front), a shared PostgreSQL and a real nats-server. A member registers, activates
 * and reads the profile through the web front only.
 */
describe('distributed mode: one process per service, NATS JetStream between them', () => {
  const children: ChildProcess[] = [];
  let db: Awaited<ReturnType<typeof freshDatabase>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let web = '';

  const start = (script: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { env: { ...process.env, ...env, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(child);
    return child;
  };
  beforeAll(async () => {
    db = await freshDatabase('distributed');
    await PostgresEventStore.ensureSchema(db.pool);
    await migrate(db.pool);
    sink = await startSmtpSink();
    const [commandPort, queryPort, webPort] = [await freePort(), await freePort(), await freePort()];
    const common = {
      DATABASE_URL: db.url,
      NATS_URL: inject('natsUrl'),
      JWT_SECRET: 'distributed-test-secret-distributed-test',
      ALTCHA_HMAC_KEY: 'distributed-altcha-key',
      SMTP_URL: sink.url,
      PUBLIC_ORIGIN: `http://127.0.0.1:${webPort}`,
      NATS_STREAM: `DIST_${Date.now()}`,
      NATS_SUBJECT_PREFIX: `dist${Date.now()}.events`,
    };
    start('command-service/src/main.ts', { ...common, COMMAND_PORT: String(commandPort) });
    start('query-service/src/main.ts', { ...common, QUERY_PORT: String(queryPort) });
    start('infra/src/main/relay.ts', common);
    start('projections/src/main.ts', { ...common, DELIVERY: 'nats', PROJECTIONS: 'all' });
    start('infra/platform/src/web.ts', { WEB_PORT: String(webPort), COMMAND_URL: `http://127.0.0.1:${commandPort}`, QUERY_URL: `http://127.0.0.1:${queryPort}` });
    web = `http://127.0.0.1:${webPort}`;
    await Promise.all([untilHealthy(`http://127.0.0.1:${commandPort}`), untilHealthy(`http://127.0.0.1:${queryPort}`), untilHealthy(web)]);
  }, 240_000);

  afterAll(async () => {
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(undefined) : (child.once('exit', resolve), child.kill('SIGTERM'))))),
    );
    await sink?.stop();
    await db?.drop();
  });

  it('given every service in its own process, when a member registers, activates and signs in through the web front, then the profile projected over NATS is served by the query service, and signing out ends access there too', async () => {
    const post = (path: string, json: unknown, token?: string) =>
      fetch(web + path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(json) });
    const challenge = await (await fetch(`${web}/api/altcha/challenge`)).json();
    const email = 'dist@example.test';
    const password = 'Distributed-1';
    const registered = await post('/api/account/register', { firstname: 'Dee', lastname: 'Stributed', email, password, confirmPassword: password, reCAPTCHA: await solveChallengeForTests(challenge) });
    expect(registered.status).toBe(200);

    let code: string | undefined;
    for (let i = 0; i < 100 && !code; i++) {
      code = sink.messages().find((m) => m.to.includes(email))?.text.match(/\/verify\/([\w-]+)/)?.[1];
      if (!code) await new Promise((r) => setTimeout(r, 50));
    }
    expect((await post('/api/users/activate', { email, code })).status).toBe(200);

    const token = await fetch(`${web}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'public-prod', username: email, password }),
    });
    expect(token.status).toBe(200);
    const { access_token } = await token.json();

    let profile: Response | undefined;
    let body: { member?: { status?: string } } = {};
    for (let i = 0; i < 200 && body.member?.status !== 'Active'; i++) {
      profile = await fetch(`${web}/api/userprofile`, { headers: { authorization: `Bearer ${access_token}` } });
      body = profile.ok ? await profile.json() : {};
      if (body.member?.status !== 'Active') await new Promise((r) => setTimeout(r, 50));
    }
    expect(body).toMatchObject({ member: { email, firstName: 'Dee', status: 'Active' } });

    // what arrived over NATS is exactly what a rebuild from the store gives
    const store = new PostgresEventStore(db.pool, systemClock, randomIds);
    const head = await store.headCheckpoint();
    while ((await readCheckpoint(db.pool, 'members')).position !== head.position) await new Promise((r) => setTimeout(r, 20));
    const projectedOverNats = await tableRows(db.pool, 'members', 'member_id');
    await rebuildProjection(db.pool, store, membersProjection);
    expect(await tableRows(db.pool, 'members', 'member_id')).toEqual(projectedOverNats);
    await store.close();

    // Signing out at the command service ends the access token at the query service too, through the log.
    const signedOutAt = Date.now();
    expect((await post(`/api/account/Logout?Email=${encodeURIComponent(email)}`, {}, access_token)).status).toBe(200);
    let status = 200;
    while (status !== 401 && Date.now() - signedOutAt < 3_000) {
      status = (await fetch(`${web}/api/userprofile`, { headers: { authorization: `Bearer ${access_token}` } })).status;
    }
    expect(status).toBe(401);
  });
});
