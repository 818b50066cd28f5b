import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';
import { freePort } from '../db/free-port.ts';

export interface ReceivedMail {
  id: number;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** The Reply-To address, when the mail names one. */
  replyTo?: string;
  receivedAt: string;
}

const KEEP_AT_MOST = 500;

/**
 * A real SMTP server on loopback that keeps what it receives in memory: the embedded default's mail
 * goes here, and the dev mailbox page shows it, so a new user can click an activation link.
 */
export async function startSmtpSink(options: { port?: number } = {}): Promise<{
  url: string;
  messages: () => ReceivedMail[];
  stop: () => Promise<void>;
}> {
  const received: ReceivedMail[] = [];
  let nextId = 1;
  const server = new SMTPServer({
    authOptional: true,
    // smtp-server's built-in certificate has expired: plain SMTP on loopback only.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          received.unshift({
            id: nextId++,
            to: session.envelope.rcptTo.map((r) => r.address),
            from: parsed.from?.address ?? String(session.envelope.mailFrom && session.envelope.mailFrom.address),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: parsed.html ?? '',
            ...(parsed.replyTo?.[0]?.address ? { replyTo: parsed.replyTo[0].address } : {}),
            receivedAt: new Date().toISOString(),
          });
          received.length = Math.min(received.length, KEEP_AT_MOST);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  const port = options.port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `smtp://127.0.0.1:${port}?tls=off`,
    messages: () => [...received],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
