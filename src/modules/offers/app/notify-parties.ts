import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { Negotiation } from '../domain/negotiation.ts';
import { type NegotiationStep, negotiationMails } from '../domain/negotiation-mail.ts';
import type { OfferParties } from '../ports/offer-parties.ts';

export interface NotifyDeps {
  parties: OfferParties;
  mailer: Mailer;
  publicUrl: string;
}

/** Mails the buyer and the seller about a step, in the caller's transaction (the outbox sends after commit). */
export function makeNotifyParties({ parties, mailer, publicUrl }: NotifyDeps) {
  const base = publicUrl.replace(/\/$/, '');
  return async function notifyParties(n: Negotiation, step: NegotiationStep): Promise<void> {
    const mails = negotiationMails(n, step, {
      offerUrl: `${base}/make-offer?uuid=${n.uuid}`,
      sellerUrl: `${base}/account/broker/negotiations?tn=${encodeURIComponent(n.tn)}`,
    });
    const buyer = await parties.buyerEmail(n.buyerUserId);
    if (buyer) await mailer.send({ to: buyer, ...mails.buyer, category: 'offer' });
    for (const to of await parties.sellerEmails(n.sellerAccountId, n.brandingId))
      await mailer.send({ to, ...mails.seller, category: 'offer' });
  };
}

export type NotifyParties = ReturnType<typeof makeNotifyParties>;
