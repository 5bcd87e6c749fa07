import { describe, expect, it } from 'vitest';
import {
  isOfferOpen,
  OFFER_ALREADY_COMPLETED,
  OFFER_EXPIRED,
  OFFER_INVALID,
  OFFER_NOT_ACCEPTED,
  OFFER_REQUIRED,
  offerLinkProblem,
  parseOffer,
} from './offer-form-rules.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const LATER = '2026-11-25T12:00:00Z';
const EARLIER = '2026-11-23T12:00:00Z';

describe('parseOffer', () => {
  it('turns dollars into cents', () => {
    expect(parseOffer('25')).toEqual({ cents: 2500 });
    expect(parseOffer(' 9.95 ')).toEqual({ cents: 995 });
    expect(parseOffer('10.5')).toEqual({ cents: 1050 });
  });

  it('asks for an amount when empty', () => {
    expect(parseOffer('  ')).toEqual({ problem: OFFER_REQUIRED });
  });

  it('takes digits and one dot only', () => {
    for (const text of ['$10', '1,000', '10.999', 'ten', '-20', '1.2.3'])
      expect(parseOffer(text), text).toEqual({ problem: OFFER_INVALID });
  });

  it('refuses offers under $9.95 with the minimum in the message', () => {
    expect(parseOffer('9.94')).toEqual({ problem: 'Please enter an offer of at least $9.95.' });
  });
});

describe('offerLinkProblem', () => {
  it('lets a submitted, countered or accepted offer that has not expired through', () => {
    expect(offerLinkProblem({ status: 'submitted', expirationDate: LATER }, NOW)).toBeNull();
    expect(offerLinkProblem({ status: 'countered', expirationDate: LATER }, NOW)).toBeNull();
    expect(offerLinkProblem({ status: 'accepted', expirationDate: LATER }, NOW)).toBeNull();
  });

  it('says a completed offer is already completed, even when expired', () => {
    expect(offerLinkProblem({ status: 'completed', expirationDate: EARLIER }, NOW)).toBe(
      OFFER_ALREADY_COMPLETED,
    );
  });

  it('says an offer past its expiration date expired', () => {
    expect(offerLinkProblem({ status: 'countered', expirationDate: EARLIER }, NOW)).toBe(OFFER_EXPIRED);
  });

  it('says a submitted offer past its expiration date expired', () => {
    expect(offerLinkProblem({ status: 'submitted', expirationDate: EARLIER }, NOW)).toBe(OFFER_EXPIRED);
  });

  it('says a declined offer was not accepted', () => {
    expect(offerLinkProblem({ status: 'declined', expirationDate: LATER }, NOW)).toBe(OFFER_NOT_ACCEPTED);
  });
});

describe('isOfferOpen', () => {
  it('is open while the expiration date is ahead', () => {
    expect(isOfferOpen(LATER, NOW)).toBe(true);
    expect(isOfferOpen(EARLIER, NOW)).toBe(false);
  });
});
