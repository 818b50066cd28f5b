import express from 'express';
import { numberEnv } from '../config/env.ts';
import { devToolsRouter } from '../http/dev-tools-router.ts';
import { createLogger } from '../http/logger.ts';
import { startSmtpSink } from '../mail/smtp-sink.ts';

/**
 * npm run mail-sink: a local SMTP server for trying the distributed mode without a mail relay (activation and
 * password-reset links, order mails). It keeps the last 500 mails in memory and shows them at
 * http://127.0.0.1:MAIL_SINK_HTTP_PORT/dev/mailbox (default 8025); point SMTP_URL at
 * smtp://127.0.0.1:MAIL_SINK_SMTP_PORT?tls=off (default 2525). Both listen on loopback only, and the page answers
 * requests from this machine only: never a deployment's mail server (nothing is delivered to anybody).
 */
const logger = createLogger('mail-sink');
const sink = await startSmtpSink({ port: numberEnv('MAIL_SINK_SMTP_PORT', 2525) });
const httpPort = numberEnv('MAIL_SINK_HTTP_PORT', 8025);
const server = express().use(devToolsRouter({ mailbox: sink.messages })).listen(httpPort, '127.0.0.1');
await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
logger.info({ smtpUrl: sink.url, mailbox: `http://127.0.0.1:${httpPort}/dev/mailbox` }, `mail sink: set SMTP_URL=${sink.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void sink.stop().then(() => process.exit(0));
  });
}
