import { PACKING_INSTRUCTIONS, formatCents, packingSlipLinesOf, type OrderSubmittedData } from '@certus/contracts';
import { shipToOf } from '@certus/contracts/orders/order-views';
import type { OutgoingMail } from '@certus/infra';

/**
 * The order confirmation (issue [2/7]): sent for every order, whatever the member's e-mail notification
 * setting, because it is part of the order itself, not news about it. It tells the member what to do next:
 * for mail-in, the address to ship to, how to pack and where to print the packing slip; for a counter, where
 * to bring the books and how to book the appointment. Everything comes from the OrderSubmitted event (the
 * drop-off's address as the catalogue gave it then), so the mail says what the order says.
 */

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const orderPageUrl = (publicOrigin: string, orderId: string) => `${publicOrigin}/account/orders/${encodeURIComponent(orderId)}`;
const trackerPageUrl = (publicOrigin: string, orderId: string) => `${publicOrigin}/tracker/${encodeURIComponent(orderId)}`;

/** "June 3, 2025", as the office in Plano reads dates (the invoice does the same). */
const dateText = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'America/Chicago' }).format(new Date(iso));

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function orderConfirmationMail(publicOrigin: string, order: OrderSubmittedData): OutgoingMail {
  const money = (cents: number) => formatCents(cents, order.currency);
  const mailIn = order.dropOff.isMailIn;
  const address = order.dropOff.address ?? [];
  const orderPage = orderPageUrl(publicOrigin, order.orderId);
  const tracker = trackerPageUrl(publicOrigin, order.orderId);
  const subject = mailIn ? `Order ${order.orderId} received: how to send us your books` : `Order ${order.orderId} received: where to bring your books`;
  const greeting = `Hello ${order.memberName},`;
  const charged =
    order.payment.status === 'Charged' && order.payment.amountCents > 0
      ? `We charged ${money(order.payment.amountCents)} to your ${order.payment.displayName} on ${dateText(order.submittedAt)}.`
      : 'Nothing was charged for this order.';
  const intro = `Thank you for your order ${order.orderId}: ${plural(order.count, 'book')} to grade. ${charged}`;
  const books = packingSlipLinesOf(order).map(
    (l) => `${l.lineNo}. ${l.title} #${l.issue}${l.year ? ` (${l.year})` : ''}, ${l.tierLabel} (${l.tierCode}), ${l.quantity > 1 ? `${l.quantity} copies at ` : ''}declared ${money(l.insuredCents)}${l.quantity > 1 ? ' each' : ''}`,
  );
  const returnTo = order.shipping.kind === 'address' ? `We ship the graded books back to ${shipToOf(order)}.` : `You collect the graded books: ${shipToOf(order)}.`;
  const footer = 'This e-mail confirms your order. It is sent for every order, whatever your e-mail notification settings.';

  const whereHeading = mailIn ? 'Send your books to' : `Bring your books to ${order.dropOff.name}`;
  const whereLines = address.length ? address : [mailIn ? 'Our mail-in address is on your order page.' : order.dropOff.name];
  // A counter's instructions are its hours and rules; for mail-in, the packing instructions below say it all.
  const extra = mailIn ? [] : [order.dropOff.instructions, order.dropOff.appointmentUrl ? `Book your appointment: ${order.dropOff.appointmentUrl}` : ''].filter((s): s is string => !!s);
  const slip = mailIn
    ? `Print the packing slip (it carries your order's barcode) from your order page and put it in the box: ${orderPage}`
    : `Print the packing slip from your order page and bring it with the books: ${orderPage}`;

  const text = [
    greeting,
    '',
    intro,
    '',
    `${whereHeading}:`,
    ...whereLines.map((l) => `  ${l}`),
    ...extra,
    '',
    ...(mailIn ? ['How to pack them:', ...PACKING_INSTRUCTIONS.map((p) => `- ${p}`), ''] : []),
    slip,
    '',
    'Your books:',
    ...books,
    '',
    returnTo,
    `Follow your order: ${tracker}`,
    '',
    footer,
    '',
    'Certus',
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 12px">${escapeHtml(s)}</p>`;
  const h = (s: string) => `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(s)}</h2>`;
  const html = `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1a1b1e;max-width:600px">
${p(greeting)}${p(intro)}
${h(whereHeading)}
<p style="margin:0 0 12px;padding:12px 16px;border:2px solid #1a1b1e;border-radius:6px;font-size:16px;font-weight:bold">${whereLines.map(escapeHtml).join('<br>')}</p>
${extra.map(p).join('')}
${mailIn ? `${h('How to pack them')}<ul style="margin:0 0 12px;padding-left:20px">${PACKING_INSTRUCTIONS.map((i) => `<li style="margin-bottom:6px">${escapeHtml(i)}</li>`).join('')}</ul>` : ''}
<p style="margin:0 0 12px"><a href="${escapeHtml(orderPage)}" style="display:inline-block;background:#1c4a8a;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none;font-weight:bold">Print the packing slip</a></p>
${mailIn ? '' : p('Bring the printed slip with the books.')}
${h('Your books')}<ol style="margin:0 0 12px;padding-left:20px">${books.map((b) => `<li>${escapeHtml(b.replace(/^\d+\. /, ''))}</li>`).join('')}</ol>
${p(returnTo)}
<p style="margin:0 0 12px"><a href="${escapeHtml(tracker)}" style="color:#1c4a8a">Follow your order</a></p>
<p style="margin:16px 0 0;color:#444;font-size:13px">${escapeHtml(footer)}</p><p style="color:#444;font-size:13px">Certus</p>
</div>`;
  return { to: order.memberEmail, subject, text, html };
}
