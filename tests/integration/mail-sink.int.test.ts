import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT, createSmtpMailer, freePort, type ReceivedMail } from '@certus/infra';

/** npm run mail-sink (issue [7/7]): the local mail server an operator points SMTP_URL at to try the distributed mode. */
describe('npm run mail-sink', () => {
  let child: ChildProcess;
  let smtpPort: number;
  let httpPort: number;

  beforeAll(async () => {
    smtpPort = await freePort();
    httpPort = await freePort();
    child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'infra', 'src', 'main', 'mail-sink.ts')], {
      env: { ...process.env, MAIL_SINK_SMTP_PORT: String(smtpPort), MAIL_SINK_HTTP_PORT: String(httpPort) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    // Ready once it says which SMTP_URL to use.
    await new Promise<void>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString('utf8');
        if (out.includes('set SMTP_URL=')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`mail-sink exited with ${code}`)));
    });
  });
  afterAll(() => {
    child?.kill('SIGTERM');
  });

  it('given the sink, when a service sends an activation mail through SMTP_URL, then the mailbox shows it', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${smtpPort}?tls=off`, 'Certus <no-reply@certus.test>');
    try {
      await mailer.send({ to: 'new.member@certus.test', subject: 'Activate your Certus account', text: 'Open the link.', html: '<p>Open the link.</p>' });
    } finally {
      mailer.close();
    }
    const mails = (await (await fetch(`http://127.0.0.1:${httpPort}/dev/mailbox/messages`)).json()) as ReceivedMail[];
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[['new.member@certus.test'], 'Activate your Certus account']]);
    expect((await fetch(`http://127.0.0.1:${httpPort}/dev/mailbox`)).status).toBe(200);
  });
});
