/**
 * What a payment pays for, named in PaymentIntent metadata.reference:
 * - 'basket:<uuid>': a basket's checkout (guests too, when the basket is open to them);
 * - 'confirm:<uuid>': an account confirmation's amount due (the emailed uuid is the credential);
 * - 'account:<id>': a signed-in member paying their own account's balance (pay-now);
 * - 'offer:<digits>': the card hold of an offer on a number (guests too: the offer opens their account).
 */
export type PaymentReference =
  | { kind: 'basket'; uuid: string }
  | { kind: 'confirm'; uuid: string }
  | { kind: 'account'; accountId: number }
  | { kind: 'offer'; digits: string };

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const REFERENCE = new RegExp(
  `^(?:(basket|confirm):(${UUID})|account:([1-9][0-9]{0,9})|offer:([0-9]{3,15}))$`,
  'i',
);

export function parsePaymentReference(reference: string): PaymentReference | null {
  const match = REFERENCE.exec(reference);
  if (!match) return null;
  if (match[3]) return { kind: 'account', accountId: Number(match[3]) };
  if (match[4]) return { kind: 'offer', digits: match[4] };
  return { kind: match[1]!.toLowerCase() as 'basket' | 'confirm', uuid: match[2]!.toLowerCase() };
}

export const PAYMENT_REFERENCE_MESSAGE =
  "The reference must be 'basket:<uuid>', 'confirm:<uuid>', 'account:<accountId>' or 'offer:<digits>'.";
