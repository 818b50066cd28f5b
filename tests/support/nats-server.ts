import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import net from 'node:net';
import { freePort } from '@certus/infra';

export const NATS_SERVER_BIN = process.env.NATS_SERVER_BIN ?? '/usr/sbin/nats-server';

/** Starts a real nats-server (Debian package) with JetStream on a free loopback port. */
export async function startNatsServer(storeDir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  if (!existsSync(NATS_SERVER_BIN)) {
    throw new Error(`nats-server not found at ${NATS_SERVER_BIN}: run "apt-get install -y nats-server"`);
  }
  mkdirSync(storeDir, { recursive: true });
  const port = await freePort();
  const child: ChildProcess = spawn(NATS_SERVER_BIN, ['-js', '-sd', storeDir, '-a', '127.0.0.1', '-p', String(port)], {
    stdio: 'ignore',
  });
  await waitForPort(port, 10_000);
  return {
    url: `nats://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

async function waitForPort(port: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nats-server did not open port ${port} in ${timeoutMs} ms`);
}
