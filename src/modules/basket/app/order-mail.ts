import type { OutgoingMail } from '../../../platform/mail/mailer.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { CheckoutOrder } from '../domain/checkout-order.ts';

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const human = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/** The buyer's confirmation: the numbers and what was charged, or that the order is being reviewed. */
export function orderMail(order: CheckoutOrder, publicUrl: string): OutgoingMail {
  const numbers = order.numberLines.map((line) => `  ${human(line.tn)} (plan ${line.planId})`).join('\n');
  if (order.isHeld) {
    return {
      to: order.email,
      category: 'order-review',
      subject: 'We are reviewing your order',
      text:
        `Thank you for your order. Before we activate these numbers we need to review it:\n${numbers}\n\n` +
        'They are reserved for you meanwhile and your card has not been charged. We will email you when the ' +
        `review is done.\n\n${publicUrl}/account/numbers\n`,
    };
  }
  return {
    to: order.email,
    category: 'order-confirmation',
    subject: 'Your numbers are ready',
    text:
      `Thank you for your order. These numbers are now in your account:\n${numbers}\n\n` +
      `Charged today: ${dollars(order.amountDueCents)}.\n\n${publicUrl}/account/numbers\n`,
  };
}
