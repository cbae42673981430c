import { describe, expect, it } from 'vitest';
import type { MailKind } from '../domain/mail-kind.js';
import { renderOrderMail, type MailOrder } from './order-mail.js';

const order: MailOrder = {
  id: '6755d0c4e5f6a7b8c9d0e1f2',
  restaurantName: 'Bella Napoli',
  fulfilment: 'delivery',
  restaurantAddress: { addressLine1: '1 Albert Square', postcode: 'M2 5DB', city: 'Manchester' },
  totalAmount: 2700,
  deliveryPrice: 299,
  discount: 0,
  voucherCode: null,
  items: [
    { name: 'Margherita', price: 1200, quantity: 2, options: [] },
    { name: 'Tiramisu', price: 300, quantity: 1, options: [] },
  ],
  deliveryDetails: { name: 'Ada Lovelace', addressLine1: '12 Deansgate', city: 'Manchester', country: 'United Kingdom', email: 'ada@example.co.uk' },
  note: null,
  expectedBy: '2025-01-06T12:40:00.000Z',
  cancellation: null,
  refunds: [],
};
const orderUrl = 'https://tuckin.example/order-status';
const render = (kind: MailKind, extra: Partial<Parameters<typeof renderOrderMail>[0]> = {}) => renderOrderMail({ kind, order, orderUrl, ...extra });

describe('renderOrderMail', () => {
  it('gives the receipt in HTML and plain text: lines, subtotal, delivery fee, total in en-GB money, delivery details, number, link', async () => {
    const mail = await render('paid');
    expect(mail.subject).toBe('Payment confirmed: your order #D0E1F2 from Bella Napoli');
    for (const body of [mail.text, mail.html]) {
      for (const shown of ['2 × Margherita', '£24.00', '1 × Tiramisu', '£3.00', 'Subtotal', '£27.00', 'Delivery Fee', '£2.99', 'Total', '£29.99', 'Order #D0E1F2', 'Ada Lovelace, 12 Deansgate, Manchester, United Kingdom', 'TuckIn.com']) {
        expect(body).toContain(shown);
      }
    }
    expect(mail.html).toContain(`href="${orderUrl}"`);
    expect(mail.html).toContain('lang="en-GB"');
    expect(mail.text).toContain(`View your order ${orderUrl}`);
    expect(mail.html).not.toContain('<!-- -->Order');
  });

  it("shows a voucher's discount and charges the total after it", async () => {
    const mail = await renderOrderMail({ kind: 'paid', order: { ...order, discount: 270, voucherCode: 'SAVE10' }, orderUrl });
    for (const body of [mail.text, mail.html]) for (const shown of ['Discount (SAVE10)', '-£2.70', '£27.29']) expect(body).toContain(shown);
  });

  it("names each line's options under it, priced with them", async () => {
    const withOptions = { ...order, items: [{ name: 'Quattro Formaggi Pizza', price: 1450, quantity: 2, options: ['12 inch', 'Olives'] }] };
    const mail = await render('paid', { order: withOptions });
    for (const body of [mail.text, mail.html]) for (const shown of ['2 × Quattro Formaggi Pizza', '12 inch, Olives', '£29.00']) expect(body).toContain(shown);
  });

  it("shows the customer's note for the restaurant on the receipt, and no heading without one", async () => {
    const mail = await render('paid', { order: { ...order, note: 'No onions, <please>' } });
    // The plain text part puts headings in capitals.
    for (const body of [mail.text, mail.html]) expect(body).toMatch(/Note for the restaurant/i);
    expect(mail.text).toContain('No onions, <please>');
    expect(mail.html).toContain('No onions, &lt;please&gt;');
    const without = await render('paid');
    expect(without.text).not.toMatch(/Note for the restaurant/i);
    // Only the receipt carries it.
    expect((await render('delivered', { order: { ...order, note: 'No onions' } })).text).not.toContain('No onions');
  });

  // docs/product/decisions.md "Addresses": the postcode goes where the address does; orders placed before have none.
  it('shows the postcode with the address where the order has one', async () => {
    const withPostcode = { ...order, deliveryDetails: { ...order.deliveryDetails, postcode: 'M3 2BY' } };
    const paid = await renderOrderMail({ kind: 'paid', order: withPostcode, orderUrl });
    for (const body of [paid.text, paid.html]) expect(body).toContain('Ada Lovelace, 12 Deansgate, Manchester, M3 2BY, United Kingdom');
    expect((await renderOrderMail({ kind: 'outForDelivery', order: withPostcode, orderUrl })).text).toContain('on its way to 12 Deansgate, Manchester M3 2BY.');
    expect((await render('outForDelivery')).text).toContain('on its way to 12 Deansgate, Manchester.');
  });

  it('says each change in a line of its own, with Expected By where it moved', async () => {
    expect((await render('accepted', { expectedBy: '2025-01-06T12:40:00.000Z' })).subject).toBe('Order #D0E1F2 accepted: expected by Mon 6 Jan, 12:40');
    const delayed = await render('delayed', { expectedBy: '2025-01-06T12:55:00.000Z' });
    expect(delayed.subject).toBe('Order #D0E1F2 is running late');
    expect(delayed.text).toContain('Now expected by Mon 6 Jan, 12:55.');
    expect((await render('outForDelivery')).text).toContain('on its way to 12 Deansgate, Manchester');
    expect((await render('delivered')).subject).toBe('Order #D0E1F2 delivered');
    const refunded = await render('refunded', { refundAmount: 450, refundReason: 'Tiramisu was sold out' });
    expect(refunded.subject).toBe('Refund of £4.50 for order #D0E1F2');
    expect(refunded.text).toContain('Bella Napoli has refunded £4.50 for your order.');
    expect(refunded.text).toContain('Reason: Tiramisu was sold out');
    // Only the receipt lists the lines.
    expect(refunded.text).not.toContain('Margherita');
    const declined = await render('helpDeclined', { declineReason: 'The courier photo shows it at the door' });
    expect(declined.subject).toBe('Your report on order #D0E1F2');
    expect(declined.text).toContain('Bella Napoli has looked at the problem you reported and declined a refund.');
    expect(declined.text).toContain('Reason: The courier photo shows it at the door');
  });

  it('says a collection in collection words, with the restaurant\'s address and none of the customer\'s', async () => {
    const collection: MailOrder = { ...order, fulfilment: 'collection', deliveryPrice: 0, deliveryDetails: { name: 'Ada Lovelace', addressLine1: '', city: '', country: '', email: 'ada@example.co.uk' } };
    const mail = (kind: MailKind, extra = {}) => renderOrderMail({ kind, order: collection, orderUrl, ...extra });
    const ready = await mail('outForDelivery');
    expect(ready.subject).toBe('Order #D0E1F2 is ready for collection');
    expect(ready.text).toContain('Your order from Bella Napoli is ready for collection at 1 Albert Square, Manchester M2 5DB.');
    expect((await mail('delivered')).subject).toBe('Order #D0E1F2 collected');
    expect((await mail('accepted', { expectedBy: '2025-01-06T12:40:00.000Z' })).subject).toBe('Order #D0E1F2 accepted: ready for collection by Mon 6 Jan, 12:40');
    const paid = await mail('paid');
    expect(paid.text).toContain('Collected by Ada Lovelace at Bella Napoli, 1 Albert Square, Manchester M2 5DB');
    expect(paid.text).not.toContain('Delivering to');
    expect(paid.text).not.toContain('Delivery Fee');
  });

  it('tells why an order was cancelled and what is refunded: the refunds asked for, or all that was charged', async () => {
    const declined = await render('cancelled', { order: { ...order, cancellation: { by: 'restaurant', reason: 'itemUnavailable', note: 'No basil' } } });
    expect(declined.subject).toBe('Order #D0E1F2 cancelled');
    expect(declined.text).toContain('Why: Cancelled by the restaurant: Item unavailable (No basil)');
    expect(declined.text).toContain('We are refunding £29.99 to your card');
    const partly = await render('cancelled', { order: { ...order, cancellation: { by: 'system', reason: 'notAccepted' }, refunds: [{ amount: 2999, status: 'pending' }, { amount: 100, status: 'failed' }] } });
    expect(partly.text).toContain('Why: Cancelled by us: Not accepted in time');
    expect(partly.text).toContain('We are refunding £29.99');
  });

  it("gives the owner's copy of a paid order: the receipt, the total in the subject, a link to the desk", async () => {
    const mail = await render('newOrder', { orderUrl: 'https://tuckin.example/manage-restaurant' });
    expect(mail.subject).toBe('New order #D0E1F2: £29.99 paid');
    for (const body of [mail.text, mail.html]) {
      expect(mail.html).toContain('New paid order');
      for (const shown of ['Ada Lovelace has paid for an order from Bella Napoli.', '2 × Margherita', 'Total', '£29.99', 'Ada Lovelace, 12 Deansgate, Manchester, United Kingdom']) expect(body).toContain(shown);
    }
    expect(mail.text).toContain('Open the order desk https://tuckin.example/manage-restaurant');
    expect(mail.text).toContain('you asked for each new order of Bella Napoli by e-mail');
    expect(mail.text).not.toContain('View your order');
  });

  it('escapes what the customer and the restaurant typed', async () => {
    const mail = await render('paid', { order: { ...order, restaurantName: '<b>Bella</b> & Co', deliveryDetails: { ...order.deliveryDetails, name: '<script>x</script>' } } });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>Bella</b>');
    expect(mail.html).toContain('&lt;b&gt;Bella&lt;/b&gt; &amp; Co');
  });
});
