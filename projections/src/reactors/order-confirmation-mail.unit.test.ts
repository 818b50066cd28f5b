import { describe, expect, it } from 'vitest';
import { PACKING_INSTRUCTIONS } from '@certus/contracts';
import { aPickUpOrderWithBooks, aSubmittedOrderWithBooks } from '@certus/contracts/events/testing/order-lifecycle';
import { orderConfirmationMail } from './order-confirmation-mail.ts';

const ORIGIN = 'http://certus.test';

describe('order confirmation mail', () => {
  it('given a mail-in order, then it gives the Plano address, how to pack, the packing slip on the order page and the books with their lines', () => {
    const order = aSubmittedOrderWithBooks();
    const mail = orderConfirmationMail(ORIGIN, order);
    expect(mail.to).toBe('collector@example.test');
    expect(mail.subject).toBe('Order 25-LIFECYC received: how to send us your books');
    expect(mail.text).toContain('Send your books to:\n  Certus Grading, LLC\n  5400 Legacy Drive, Suite 300\n  Plano, TX 75024\n  United States');
    for (const instruction of PACKING_INSTRUCTIONS) expect(mail.text).toContain(`- ${instruction}`);
    expect(mail.text).toContain(`packing slip (it carries your order's barcode) from your order page and put it in the box: ${ORIGIN}/account/orders/25-LIFECYC`);
    expect(mail.text).toContain('1. Amazing Spider-Man #300 (1988), Modern (MN), declared $100.00');
    expect(mail.text).toContain('3. Saga #1 (2012), Modern (MN), 2 copies at declared $50.00 each');
    expect(mail.text).toContain(`We charged $${(order.grandTotalCents / 100).toFixed(2)} to your Visa ending 1111 on May 5, 2025.`);
    expect(mail.text).toContain('whatever your e-mail notification settings');
    expect(mail.html).toContain('5400 Legacy Drive, Suite 300<br>Plano, TX 75024');
    expect(mail.html).toContain(`href="${ORIGIN}/account/orders/25-LIFECYC"`);
  });

  it('given a counter drop-off, then it says where to bring the books and how to book, and no packing for the post', () => {
    const mail = orderConfirmationMail(ORIGIN, aPickUpOrderWithBooks());
    expect(mail.subject).toBe('Order 25-LIFECYC received: where to bring your books');
    expect(mail.text).toContain('Bring your books to Certus HQ counter, Plano:');
    expect(mail.text).toContain('Book your appointment: https://certus.example/appointments/hq');
    expect(mail.text).not.toContain('How to pack them');
  });

  it('given names with markup, then the HTML part escapes them', () => {
    const mail = orderConfirmationMail(ORIGIN, aSubmittedOrderWithBooks({ memberName: 'Cora <b>Collector</b>' }));
    expect(mail.html).toContain('Hello Cora &lt;b&gt;Collector&lt;/b&gt;,');
  });
});
