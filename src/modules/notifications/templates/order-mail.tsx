// One package per component, not the @react-email/components barrel: the barrel also loads
// Tailwind, Markdown and code highlighting, about 30 MB more in every API process.
import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Column } from '@react-email/column';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Row } from '@react-email/row';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import { render } from '@react-email/render';
import { formatPence } from '../../../shared/money.js';
import type { MailKind } from '../domain/mail-kind.js';
import { BRAND, MUTED } from './mail-style.js';
import { cancellationReason, formatExpectedBy, orderNumber } from '../domain/mail-texts.js';

/** What a message says about the order: the customer's order as the lists show it, read when the event is fanned out. */
export interface MailOrder {
  id: string;
  restaurantName: string;
  /** A collection is collected at the restaurant's address and has none of the customer's (docs/product/decisions.md "Collection"). */
  fulfilment: 'delivery' | 'collection';
  /** The restaurant's street address, postcode and town: where a collection is collected; empty parts are left out. */
  restaurantAddress: { addressLine1: string; postcode: string; city: string };
  totalAmount: number;
  deliveryPrice: number;
  /** A voucher's discount and its code (docs/product/decisions.md "Vouchers"); 0 and null without one. */
  discount: number;
  voucherCode: string | null;
  /** `price` per item with its options; `options` the chosen options' names. */
  items: { name: string; price: number; quantity: number; options: string[] }[];
  /** `postcode` is absent on orders placed before the checkout asked for it. */
  deliveryDetails: { name: string; addressLine1: string; city: string; country: string; email: string; postcode?: string };
  /** The customer's note for the restaurant; null when none. */
  note: string | null;
  expectedBy: string | null;
  /** An order for later: its slot's start (docs/product/decisions.md "Orders for later"); null or absent for as soon as possible. */
  scheduledFor?: string | null;
  cancellation: { by: string; reason: string; note?: string } | null;
  refunds: { amount: number; status: string }[];
  /** A delivery order's 4-digit code, which the customer gives the courier (docs/product/team-and-roles.md "Couriers"); null or absent when none. */
  deliveryCode?: string | null;
}

export interface MailInput {
  kind: MailKind;
  order: MailOrder;
  /** The event's own figures: the new Expected By (accepted, delayed), the refund confirmed and the owner's reason for it (refunded). */
  expectedBy?: string;
  refundAmount?: number;
  refundReason?: string;
  /** helpDeclined: the restaurant's reason for declining the customer's report. */
  declineReason?: string;
  /** Where the customer follows the order (PUBLIC_URL + /order-status); for the owner's `newOrder`, the order desk. */
  orderUrl: string;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}


/** One template for every order e-mail (docs/architecture/mail.md "Messages"), rendered as HTML and plain text. */
export async function renderOrderMail(input: MailInput): Promise<RenderedMail> {
  const copy = copyOf(input);
  const element = <OrderMail input={input} copy={copy} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: copy.subject, html, text };
}

interface Copy {
  subject: string;
  heading: string;
  lines: string[];
  /** The receipt's lines and totals: on the paid e-mail (and the owner's copy of it) only. */
  receipt: boolean;
  /** The button's words and why the reader gets the e-mail: the owner's differ from the customer's. */
  button?: string;
  footer?: string;
}

/** What each e-mail says, in the product's voice (docs/product/texts-and-errors.md "Toasts"). */
/** `12 Deansgate, Manchester M3 2BY`: the postcode follows the town, as a UK address writes it. */
function streetAndTown(d: MailOrder['deliveryDetails']): string {
  return `${d.addressLine1}, ${d.postcode ? `${d.city} ${d.postcode}` : d.city}`;
}

/** `1 Albert Square, Manchester M2 5DB`, or just what the restaurant has given. */
function restaurantPlace({ addressLine1, postcode, city }: MailOrder['restaurantAddress']): string {
  return [addressLine1, [city, postcode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

function copyOf({ kind, order, expectedBy, refundAmount, refundReason, declineReason }: MailInput): Copy {
  const number = `#${orderNumber(order.id)}`;
  const from = order.restaurantName;
  const expected = expectedBy ?? order.expectedBy;
  const collection = order.fulfilment === 'collection';
  const expectedLine = expected ? `${collection ? 'Ready for collection by' : 'Expected by'} ${formatExpectedBy(expected)}.` : undefined;
  const place = restaurantPlace(order.restaurantAddress);
  // docs/product/decisions.md "Orders for later": the receipt and the acceptance name the slot.
  const slotLine = order.scheduledFor ? `Scheduled for ${formatExpectedBy(order.scheduledFor)}.` : undefined;
  const codeLine = order.deliveryCode && !collection ? `Your delivery code is ${order.deliveryCode}: give it to your courier when your order arrives.` : undefined;
  const texts = (subject: string, heading: string, lines: (string | undefined)[], receipt = false): Copy => ({
    subject,
    heading,
    lines: lines.filter((line): line is string => Boolean(line)),
    receipt,
  });
  switch (kind) {
    case 'paid':
      return texts(`Payment confirmed: your order ${number} from ${from}`, 'Payment confirmed', [
        order.scheduledFor
          ? `Thanks, ${order.deliveryDetails.name}. ${from} has your order for later and will start it in good time.`
          : `Thanks, ${order.deliveryDetails.name}. ${from} has your order and will accept it shortly.`,
        slotLine,
        codeLine,
      ], true);
    case 'accepted':
      return texts(`Order ${number} accepted: ${collection ? 'ready for collection by' : 'expected by'} ${expected ? formatExpectedBy(expected) : 'soon'}`, 'Order is being prepared', [
        order.scheduledFor ? `${from} has accepted your order for later.` : `${from} has accepted your order and is preparing it.`,
        slotLine ?? expectedLine,
        codeLine,
      ]);
    case 'delayed':
      return texts(`Order ${number} is running late`, 'Order delayed', [
        `Sorry, ${from} needs a little longer with your order.`,
        expected ? `Now ${collection ? 'ready for collection by' : 'expected by'} ${formatExpectedBy(expected)}.` : undefined,
      ]);
    case 'outForDelivery':
      if (collection) return texts(`Order ${number} is ready for collection`, 'Ready for collection', [place ? `Your order from ${from} is ready for collection at ${place}.` : `Your order is ready for collection at ${from}.`]);
      return texts(`Order ${number} is out for delivery`, 'Order is out for delivery', [`Your order from ${from} is on its way to ${streetAndTown(order.deliveryDetails)}.`]);
    case 'delivered':
      if (collection) return texts(`Order ${number} collected`, 'Order collected', [`You have collected your order from ${from}. Enjoy your meal!`]);
      return texts(`Order ${number} delivered`, 'Order delivered successfully', [`Your order from ${from} has been delivered. Enjoy your meal!`]);
    case 'cancelled': {
      const why = order.cancellation ? cancellationReason(order.cancellation) : undefined;
      const refunded = order.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0) || charged(order);
      return texts(`Order ${number} cancelled`, 'Order cancelled', [
        `Sorry, your order from ${from} has been cancelled.`,
        why && `Why: ${why}`,
        `We are refunding ${formatPence(refunded)} to your card; it can take a few days to show.`,
      ]);
    }
    case 'newOrder':
      return {
        ...texts(`New order ${number}: ${formatPence(charged(order))} paid`, 'New paid order', [
          `${order.deliveryDetails.name} has paid for an order from ${from}. Accept it on the order desk.`,
        ], true),
        button: 'Open the order desk',
        footer: `You are getting this e-mail because you asked for each new order of ${from} by e-mail; untick it on your restaurant form to stop.`,
      };
    case 'refunded':
      return texts(`Refund of ${formatPence(refundAmount ?? 0)} for order ${number}`, 'Refund on its way', [
        `${from} has refunded ${formatPence(refundAmount ?? 0)} for your order.`,
        ...(refundReason ? [`Reason: ${refundReason}`] : []),
        'It can take a few days to show on your card.',
      ]);
    case 'helpDeclined':
      return texts(`Your report on order ${number}`, 'Report declined', [
        `${from} has looked at the problem you reported and declined a refund.`,
        ...(declineReason ? [`Reason: ${declineReason}`] : []),
      ]);
  }
}

function OrderMail({ input, copy }: { input: MailInput; copy: Copy }) {
  const { order } = input;
  return (
    <Html lang="en-GB">
      <Head />
      <Preview>{copy.lines[0] ?? copy.heading}</Preview>
      <Body style={{ backgroundColor: '#f9fafb', fontFamily: 'Arial, Helvetica, sans-serif', color: '#111827' }}>
        <Container style={{ backgroundColor: '#ffffff', borderTop: `4px solid ${BRAND}`, padding: '24px', maxWidth: '560px' }}>
          <Text style={{ color: BRAND, fontSize: '24px', fontWeight: 'bold', margin: '0 0 16px' }}>TuckIn.com</Text>
          <Heading as="h1" style={{ fontSize: '20px', margin: '0 0 8px' }}>
            {copy.heading}
          </Heading>
          <Text style={{ color: MUTED, margin: '0 0 16px' }}>{`Order #${orderNumber(order.id)}`}</Text>
          {copy.lines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          {copy.receipt && <Receipt order={order} />}
          <Section style={{ margin: '24px 0' }}>
            <Button href={input.orderUrl} style={{ backgroundColor: BRAND, color: '#ffffff', padding: '12px 20px', borderRadius: '6px', fontWeight: 'bold' }}>
              {copy.button ?? 'View your order'}
            </Button>
          </Section>
          <Hr />
          <Text style={{ color: MUTED, fontSize: '12px' }}>{copy.footer ?? `You are getting this e-mail because you ordered from ${order.restaurantName} on TuckIn.com.`}</Text>
        </Container>
      </Body>
    </Html>
  );
}

function Receipt({ order }: { order: MailOrder }) {
  const { deliveryDetails: d } = order;
  const collection = order.fulfilment === 'collection';
  return (
    <Section>
      {order.items.map((item) => (
        <Line key={`${item.name}-${item.options.join()}-${item.price}`} label={`${item.quantity} × ${item.name}`} detail={item.options.join(', ')} amount={item.price * item.quantity} />
      ))}
      <Hr />
      <Line label="Subtotal" amount={order.totalAmount} />
      {!collection && <Line label="Delivery Fee" amount={order.deliveryPrice} />}
      {order.discount > 0 && <Line label={order.voucherCode ? `Discount (${order.voucherCode})` : 'Discount'} amount={-order.discount} />}
      <Line label="Total" amount={charged(order)} bold />
      <Heading as="h2" style={{ fontSize: '16px', margin: '24px 0 4px' }}>
        {collection ? 'Collection' : 'Delivering to'}
      </Heading>
      <Text style={{ margin: 0 }}>
        {collection
          ? [`Collected by ${d.name}`, `at ${[order.restaurantName, restaurantPlace(order.restaurantAddress)].filter(Boolean).join(', ')}`].join(' ')
          : [d.name, d.addressLine1, d.city, d.postcode, d.country].filter(Boolean).join(', ')}
      </Text>
      {order.note && (
        <>
          <Heading as="h2" style={{ fontSize: '16px', margin: '24px 0 4px' }}>
            Note for the restaurant
          </Heading>
          <Text style={{ margin: 0 }}>{order.note}</Text>
        </>
      )}
    </Section>
  );
}

/** A label and its amount; `detail` (a line's options) in smaller type under the label. */
/** What the order charged: the items and delivery less a voucher's discount. */
const charged = (order: Pick<MailOrder, 'totalAmount' | 'deliveryPrice' | 'discount'>) => order.totalAmount + order.deliveryPrice - order.discount;

function Line({ label, amount, bold, detail }: { label: string; amount: number; bold?: boolean; detail?: string }) {
  const weight = bold ? 'bold' : 'normal';
  return (
    <Row>
      <Column>
        <Text style={{ margin: '4px 0', fontWeight: weight }}>{label}</Text>
        {detail ? <Text style={{ margin: '-2px 0 4px', fontSize: '13px', color: '#6b7280' }}>{detail}</Text> : null}
      </Column>
      <Column align="right">
        <Text style={{ margin: '4px 0', fontWeight: weight }}>{formatPence(amount)}</Text>
      </Column>
    </Row>
  );
}
