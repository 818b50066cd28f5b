import { Router } from 'express';
import type { ReceivedMail } from './smtp-sink.ts';
import { localRequestsOnly } from '../http/local-only.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const linkify = (escaped: string) => escaped.replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');

/**
 * The dev mailbox of the embedded default: what the local SMTP sink received, newest first. It holds every
 * activation and password-reset link, so it answers requests from this machine only (localRequestsOnly).
 */
export function mailboxRouter(messages: () => ReceivedMail[]): Router {
  const router = Router();
  const local = localRequestsOnly();
  router.get('/dev/mailbox/messages', local, (_req, res) => void res.json(messages()));
  router.get('/dev/mailbox', local, (_req, res) => {
    const items = messages()
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to.join(', '))} · from ${escapeHtml(m.from)} · ${escapeHtml(m.receivedAt)}</p>
<pre>${linkify(escapeHtml(m.text))}</pre></article>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Certus</title>
<meta name="viewport" content="width=device-width, initial-scale=1"><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>Dev mailbox</h1><p>Mail sent by the embedded Certus server (local SMTP sink). Newest first; reload to refresh.</p>
${items || '<p>No mail yet.</p>'}</main></body></html>`);
  });
  router.get('/dev/mailbox.css', local, (_req, res) =>
    void res.type('css').send(
      'body{font-family:system-ui,sans-serif;margin:2rem;color:#1a1b1e}main{max-width:60rem}article{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}.meta{color:#444;font-size:.9rem}pre{white-space:pre-wrap}a{color:#1c4a8a}',
    ),
  );
  return router;
}
