import { formatCents } from '@certus/contracts';
import type { OutgoingMail } from '@certus/infra';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The code, mailed to the person the purchaser named; redeeming needs a Certus account. */
export function giftCardMail(origin: string, card: { code: string; amountCents: number; recipientEmail: string; recipientName: string | null; purchaserName: string }): OutgoingMail {
  const amount = formatCents(card.amountCents);
  const link = `${origin}/account/rewards/giftcards`;
  const greeting = card.recipientName ? `Hello ${card.recipientName},` : 'Hello,';
  const lines = [
    `${card.purchaserName || 'A Certus member'} sent you a Certus gift card worth ${amount}.`,
    `Your code: ${card.code}`,
    'Log in to your Certus account (or create one), open Gift cards and enter the code: its value is added to your rewards, which you can use at checkout.',
  ];
  return {
    to: card.recipientEmail,
    subject: `A ${amount} Certus gift card for you`,
    text: [greeting, '', ...lines, '', `Redeem it: ${link}`, '', 'Certus'].join('\n'),
    html: `<p>${escapeHtml(greeting)}</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}<p><a href="${escapeHtml(link)}">Redeem it</a></p><p>Certus</p>`,
  };
}
