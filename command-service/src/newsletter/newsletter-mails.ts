import type { OutgoingMail } from '@certus/infra';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The confirmation of a sign-up, with the /unsubscribe/{id} link (spec 2.1). */
export function newsletterConfirmationMail(origin: string, to: string, unsubscribeId: string): OutgoingMail {
  const link = `${origin}/unsubscribe/${unsubscribeId}`;
  const lines = [
    'Thank you for signing up for the Certus newsletter: news, events, signings and grading specials, now and then.',
    'If you did not sign up, or change your mind, one click stops it.',
  ];
  return {
    to,
    subject: 'You are subscribed to the Certus newsletter',
    text: ['Hello,', '', ...lines, '', `Unsubscribe: ${link}`, '', 'Certus'].join('\n'),
    html: `<p>Hello,</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Unsubscribe</a></p><p>Certus</p>`,
  };
}
