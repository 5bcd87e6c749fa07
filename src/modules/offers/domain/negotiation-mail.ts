import { formatCents } from '../../../shared/money.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { Negotiation } from './negotiation.ts';

export type NegotiationStep =
  | 'submitted'
  | 'accepted'
  | 'countered'
  | 'declined'
  | 'buyerAccepted'
  | 'completed';

const human = (tn: string) => PhoneNumber.tryParse(tn)?.format() ?? tn;

/** The mails both parties get at each step of a negotiation. */
export function negotiationMails(
  n: Negotiation,
  step: NegotiationStep,
  links: { offerUrl: string; sellerUrl: string },
): { buyer: { subject: string; text: string }; seller: { subject: string; text: string } } {
  const number = human(n.tn);
  const amount = formatCents(n.offerCents);
  const what: Record<NegotiationStep, [string, string]> = {
    submitted: [`Your offer of ${amount} on ${number} was sent`, `New offer of ${amount} on ${number}`],
    accepted: [`Your offer on ${number} was accepted`, `You accepted the offer of ${amount} on ${number}`],
    countered: [`Counter offer of ${amount} on ${number}`, `You countered with ${amount} on ${number}`],
    declined: [`Your offer on ${number} was declined`, `The offer on ${number} was declined`],
    buyerAccepted: [
      `You accepted the counter offer on ${number}`,
      `The buyer accepted ${amount} on ${number}`,
    ],
    completed: [`Your purchase of ${number} is complete`, `The offer on ${number} was paid`],
  };
  const lines = (who: 'buyer' | 'seller') =>
    [
      `Number: ${number}`,
      `List price: ${formatCents(n.originalPriceCents)}`,
      `First offer: ${formatCents(n.initialOfferCents)}`,
      `Now: ${amount} (${n.status})`,
      ...(n.declinedReason ? [`Reason: ${n.declinedReason}`] : []),
      ...(n.wireTransfer
        ? ['High offer: paid by wire transfer; our sales team will contact the buyer.']
        : []),
      `Expires: ${n.expirationDate.toISOString()}`,
      '',
      who === 'buyer' ? links.offerUrl : links.sellerUrl,
    ].join('\n');
  return {
    buyer: { subject: what[step][0], text: lines('buyer') },
    seller: { subject: what[step][1], text: lines('seller') },
  };
}
