import { randomUUID } from 'node:crypto';
import { type BotCheck, requireHuman } from '../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { MINIMUM_OFFER_CENTS, offerHoldCents } from '../../../shared/offer-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import {
  OfferAdminsOnly,
  OfferAlreadyOpen,
  OfferHoldRequired,
  OfferOverCreditLimit,
  OfferTooLow,
  OfferWaitRequired,
} from '../domain/negotiation.errors.ts';
import { Negotiation, OFFER_AGAIN_WAIT_MS } from '../domain/negotiation.ts';
import { NumberNotAvailable } from '../domain/offers.errors.ts';
import type { NegotiationRepository } from '../ports/negotiation-repository.ts';
import type { NumberSellers } from '../ports/number-sellers.ts';
import type { OfferBuyers } from '../ports/offer-buyers.ts';
import type { OfferHolds } from '../ports/offer-holds.ts';
import { scheduleClose } from './negotiation-timers.ts';
import type { NotifyParties } from './notify-parties.ts';

export interface MakeOfferInput {
  tn: string;
  offerCents: number;
  /** Null for guests, who send email and password. */
  buyer: { accountId: number; userId: number; role: 'admin' | 'user'; email: string | null } | null;
  email: string | null;
  password: string | null;
  paymentIntentId: string | null;
  recaptchaToken: string | undefined;
  brandingId: number;
  ip: string;
}

const HOUR = 3_600_000;
/** Per address: a buyer makes a few offers an hour; a script many. */
export const OFFERS_PER_IP_PER_HOUR = 20;

/** POST /api/offers (spec 2 section 5, spec 3): checks every rule, holds the card, stores and mails. */
export function makeMakeOffer(deps: {
  negotiations: NegotiationRepository;
  sellers: NumberSellers;
  buyers: OfferBuyers;
  holds: OfferHolds;
  notify: NotifyParties;
  jobs: Jobs;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  const { negotiations, sellers, buyers, holds, clock, tx } = deps;

  async function requireMayOfferAgain(accountId: number, tn: string, now: Date) {
    const earlier = await negotiations.ofBuyerOnTn(accountId, tn);
    if (earlier.some((n) => n.isOpen() && !n.isExpired(now))) throw new OfferAlreadyOpen();
    const waits = [
      ...earlier.filter((n) => n.counteredAt).map((n) => n.counteredAt!.getTime() + OFFER_AGAIN_WAIT_MS),
    ];
    const declines = earlier
      .filter((n) => n.declinedAt)
      .map((n) => n.declinedAt!.getTime())
      .sort((a, b) => b - a);
    if (declines.length >= 2) waits.push(declines[0]! + OFFER_AGAIN_WAIT_MS);
    const until = Math.max(0, ...waits);
    if (until > now.getTime()) throw new OfferWaitRequired(new Date(until));
  }

  return async function makeOffer(
    input: MakeOfferInput,
  ): Promise<{ uuid: string; negotiationId: number; loginToken?: string }> {
    const now = clock.now();
    await deps.rateLimiter.hit(
      [{ key: `offers:ip:${input.ip}`, limit: OFFERS_PER_IP_PER_HOUR, windowMs: HOUR }],
      now,
    );
    await requireHuman(deps.botCheck, input.recaptchaToken, 'makeOffer', input.ip);
    if (!Number.isSafeInteger(input.offerCents) || input.offerCents < MINIMUM_OFFER_CENTS)
      throw new OfferTooLow();
    if (input.buyer && input.buyer.role !== 'admin') throw new OfferAdminsOnly();
    if (!input.buyer && (!input.email || !input.password)) throw new OfferAdminsOnly();
    if (!input.paymentIntentId) throw new OfferHoldRequired();
    const tn = PhoneNumber.tryParse(input.tn)?.e164 ?? input.tn;
    return tx(async () => {
      const seller = await sellers.sellerOf(tn);
      if (!seller) throw new NumberNotAvailable();
      let loginToken: string | undefined;
      let buyer = input.buyer;
      if (!buyer) {
        const opened = await buyers.open({
          email: input.email!,
          password: input.password!,
          brandingId: input.brandingId,
          now,
        });
        buyer = { ...opened, role: 'admin', email: input.email };
        loginToken = await buyers.issueLoginToken(opened);
      } else {
        await requireMayOfferAgain(buyer.accountId, seller.tn, now);
        if (!(await buyers.creditAllows(buyer.accountId, 0))) throw new OfferOverCreditLimit();
      }
      const uuid = randomUUID();
      const holdId = await holds.hold({
        paymentId: input.paymentIntentId!,
        tn: seller.tn,
        amountCents: offerHoldCents(input.offerCents),
        email: buyer.email ?? input.email ?? '',
        idempotencyKey: `offer-hold:${uuid}`,
      });
      const negotiation = new Negotiation({
        uuid,
        tn: seller.tn,
        brandingId: input.brandingId,
        sellerAccountId: seller.sellerAccountId,
        buyerAccountId: buyer.accountId,
        buyerUserId: buyer.userId,
        originalPriceCents: seller.priceCents,
        minimumOfferCents: seller.minimumOfferCents,
        offerCents: input.offerCents,
        holdPaymentIntentId: holdId,
        now,
      });
      await negotiations.add(negotiation);
      await scheduleClose(deps.jobs, negotiation);
      await deps.notify(negotiation, 'submitted');
      return { uuid, negotiationId: negotiation.id, ...(loginToken ? { loginToken } : {}) };
    });
  };
}
