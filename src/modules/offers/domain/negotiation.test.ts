import { describe, expect, it } from 'vitest';
import { Negotiation } from './negotiation.ts';

const now = new Date('2026-11-27T10:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);
const HOUR = 3_600_000;

function offer(changes: Partial<ConstructorParameters<typeof Negotiation>[0]> = {}) {
  return new Negotiation({
    uuid: 'u',
    tn: '+14062341001',
    brandingId: 1,
    sellerAccountId: null,
    buyerAccountId: 1,
    buyerUserId: 1,
    originalPriceCents: 50_000,
    minimumOfferCents: 25_000,
    offerCents: 30_000,
    holdPaymentIntentId: 'pi_1',
    now,
    ...changes,
  });
}

describe('Negotiation', () => {
  it('expires 24 hours after it is made and holds the offer amount', () => {
    const n = offer();
    expect(n.expirationDate).toEqual(later(24 * HOUR));
    expect(n.holdCents).toBe(30_000);
    expect(n.isExpired(later(24 * HOUR - 1))).toBe(false);
    expect(n.isExpired(later(24 * HOUR))).toBe(true);
  });

  it('holds 100 cents for a high offer and marks it for wire transfer', () => {
    const n = offer({ offerCents: 1_000_000 });
    expect(n.holdCents).toBe(100);
    expect(n.wireTransfer).toBe(true);
  });

  it('knows an offer under the seller minimum', () => {
    expect(offer({ offerCents: 24_999 }).isBelowMinimum()).toBe(true);
    expect(offer({ offerCents: 25_000 }).isBelowMinimum()).toBe(false);
    expect(offer({ minimumOfferCents: null, offerCents: 995 }).isBelowMinimum()).toBe(false);
  });

  it('a counter sets the amount on the table and restarts the 24 hours', () => {
    const n = offer();
    n.counter(40_000, later(HOUR));
    expect(n).toMatchObject({ status: 'countered', offerCents: 40_000, counterOfferCents: 40_000 });
    expect(n.expirationDate).toEqual(later(25 * HOUR));
    n.acceptCounter(later(2 * HOUR));
    expect(n.status).toBe('accepted');
  });

  it("gives the spec's offer-link errors: not accepted, expired, already completed", () => {
    const n = offer();
    expect(() => n.requireCheckoutable(now)).toThrow('Offer Not Accepted');
    n.acceptBySeller(now);
    expect(() => n.requireCheckoutable(later(24 * HOUR))).toThrow('Offer Expired');
    n.complete(later(HOUR));
    expect(() => n.requireCheckoutable(later(HOUR))).toThrow('Offer Already Completed');
  });

  it('refuses a seller answer once the offer expired, and a second answer', () => {
    expect(() => offer().acceptBySeller(later(24 * HOUR))).toThrow('Offer Expired');
    const n = offer();
    n.declineBySeller(now);
    expect(n).toMatchObject({ status: 'declined', declinedAt: now });
    expect(() => n.counter(40_000, now)).toThrow();
  });

  it('marks a hold released only once, and only when one was held', () => {
    const n = offer();
    n.markHold('released');
    n.markHold('captured');
    expect(n.holdState).toBe('released');
    const none = offer({ holdPaymentIntentId: null });
    none.markHold('released');
    expect(none.holdState).toBe('none');
  });
});
