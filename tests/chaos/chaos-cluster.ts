import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { EMBEDDED_POSTGRES_FLAGS, REPO_ROOT, freePort, postgresProgramsFolder, startEmbeddedPostgres, startSmtpSink } from '@certus/infra';
import { NATS_SERVER_BIN } from '../support/nats-server.ts';
import { untilHealthy } from '../support/until-healthy.ts';
import { SupervisedProcess, type ProcessSpec } from './supervised-process.ts';

/** The processes of distributed mode the chaos suite runs, each under its own supervisor. */
export const PROCESS_NAMES = ['postgres', 'nats-server', 'command-1', 'command-2', 'query', 'relay', 'projections-1', 'projections-2', 'web'] as const;
export type ProcessName = (typeof PROCESS_NAMES)[number];

export interface ChaosCluster {
  /** The web front: every request of the load goes through it, as a browser's would. */
  webUrl: string;
  databaseUrl: string;
  processes: Map<ProcessName, SupervisedProcess>;
  mails: Awaited<ReturnType<typeof startSmtpSink>>;
  stop(): Promise<void>;
}

const DATABASE = 'chaos';

/**
 * Distributed mode on loopback, as infra/ops describes it: PostgreSQL and nats-server, two command services and a
 * query service behind the web front (a comma list of each), the relay, and two projections workers (one active, one
 * standby for each projection and reactor). PostgreSQL's folder is made once by the embedded launcher, then the
 * server runs under a supervisor like every other process, so it can be killed and started again on the same data.
 */
export async function startChaosCluster(dir: string, options: { log: (line: string) => void }): Promise<ChaosCluster> {
  const logs = path.join(dir, 'logs');
  mkdirSync(logs, { recursive: true });
  const processes = new Map<ProcessName, SupervisedProcess>();
  const supervise = (spec: ProcessSpec) => {
    const supervised = new SupervisedProcess(spec, path.join(logs, `${spec.name}.log`));
    processes.set(spec.name as ProcessName, supervised);
    return supervised;
  };
  const mails = await startSmtpSink();
  try {
    // The folder, its password and the database, made by the launcher the embedded default uses; then stopped.
    const pgPort = await freePort();
    const dataDir = path.join(dir, 'pg');
    const made = await startEmbeddedPostgres({ dataDir, port: pgPort, persistent: true });
    await made.createDatabase(DATABASE);
    const databaseUrl = made.urlFor(DATABASE);
    await made.stop();

    const asPostgres = process.getuid?.() === 0 ? { uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })) } : {};
    await supervise({
      name: 'postgres',
      command: path.join(await postgresProgramsFolder(), 'postgres'),
      args: ['-D', dataDir, '-p', String(pgPort), ...EMBEDDED_POSTGRES_FLAGS],
      env: { ...process.env, LC_MESSAGES: 'C' },
      ...asPostgres,
      stopSignal: 'SIGINT',
      ready: (output) => output.waitFor('database system is ready to accept connections', 120_000),
    }).start();

    const natsPort = await freePort();
    await supervise({
      name: 'nats-server',
      command: NATS_SERVER_BIN,
      args: ['-js', '-sd', path.join(dir, 'nats'), '-a', '127.0.0.1', '-p', String(natsPort)],
      ready: (output) => output.waitFor('Server is ready', 30_000),
    }).start();

    const [command1, command2, query, web] = [await freePort(), await freePort(), await freePort(), await freePort()];
    const webUrl = `http://127.0.0.1:${web}`;
    const common: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NATS_URL: `nats://127.0.0.1:${natsPort}`,
      DELIVERY: 'nats',
      JWT_SECRET: 'chaos-suite-secret-chaos-suite-secret',
      ALTCHA_HMAC_KEY: 'chaos-suite-altcha-key',
      SMTP_URL: mails.url,
      PUBLIC_ORIGIN: webUrl,
      // The load registers and signs in members from one address, far faster than people do.
      RATE_LIMIT_TOKEN_PER_MINUTE: '100000',
      RATE_LIMIT_ACCOUNT_PER_MINUTE: '100000',
      // A payment a killed command service left half way is finished 3 s on, not the default 2 minutes.
      PAYMENT_RECONCILE_AFTER_SECONDS: '3',
      DATABASE_POOL_SIZE: '10',
      // The web front, on this host, passes on the address each member connects from (the load uses many).
      TRUSTED_PROXIES: '127.0.0.1',
      LOG_LEVEL: 'info',
    };
    const service = (name: ProcessName, script: string, env: NodeJS.ProcessEnv, ready: ProcessSpec['ready']): ProcessSpec => ({
      name,
      command: process.execPath,
      args: ['--import', 'tsx', path.join(REPO_ROOT, script)],
      env: { ...common, ...env },
      ready,
    });
    const healthy = (port: number) => () => untilHealthy(`http://127.0.0.1:${port}`);
    // Services start side by side: each compiles the platform, which takes a while on two cores.
    await Promise.all([
      supervise(service('command-1', 'command-service/src/main.ts', { COMMAND_PORT: String(command1), LOG_LEVEL: 'warn' }, healthy(command1))).start(),
      supervise(service('command-2', 'command-service/src/main.ts', { COMMAND_PORT: String(command2), LOG_LEVEL: 'warn' }, healthy(command2))).start(),
      supervise(service('query', 'query-service/src/main.ts', { QUERY_PORT: String(query), LOG_LEVEL: 'warn' }, healthy(query))).start(),
      supervise(service('relay', 'infra/src/main/relay.ts', {}, (output) => output.waitFor('relay starting', 120_000))).start(),
      supervise(service('projections-1', 'projections/src/main.ts', {}, (output) => output.waitFor('projection worker starting', 120_000))).start(),
      supervise(service('projections-2', 'projections/src/main.ts', {}, (output) => output.waitFor('projection worker starting', 120_000))).start(),
      supervise(
        service('web', 'infra/platform/src/web.ts', { WEB_PORT: String(web), COMMAND_URL: `http://127.0.0.1:${command1},http://127.0.0.1:${command2}`, QUERY_URL: `http://127.0.0.1:${query}`, LOG_LEVEL: 'warn' }, healthy(web)),
      ).start(),
    ]);
    options.log(`cluster up: web ${webUrl}, PostgreSQL :${pgPort}, nats-server :${natsPort}, logs in ${logs}`);
    return {
      webUrl,
      databaseUrl,
      processes,
      mails,
      stop: async () => {
        const services = [...processes.values()].filter((p) => p.spec.name !== 'postgres' && p.spec.name !== 'nats-server');
        await Promise.all(services.map((p) => p.stop()));
        await processes.get('nats-server')?.stop();
        await processes.get('postgres')?.stop();
        for (const p of processes.values()) p.close();
        await mails.stop();
      },
    };
  } catch (error) {
    await Promise.all([...processes.values()].map((p) => p.stop(1_000)));
    await mails.stop();
    throw error;
  }
}
