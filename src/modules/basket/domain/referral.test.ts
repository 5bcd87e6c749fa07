import { describe, expect, it } from 'vitest';
import { referralOf } from './referral.ts';

describe('referralOf', () => {
  it('a widget basket is an embedded sale even with an affiliate token', () => {
    expect(referralOf({ widgetToken: 'w1', affiliateToken: 'a1' })).toEqual({
      kind: 'embedded',
      token: 'w1',
      customer: { name: '', phone: '' },
    });
  });
  it('an embedded sale names its customer from the Account Info step', () => {
    expect(
      referralOf({ widgetToken: 'w1', firstName: 'Uma', lastName: 'Lee', contact_number: '2015550100' }),
    ).toEqual({ kind: 'embedded', token: 'w1', customer: { name: 'Uma Lee', phone: '2015550100' } });
  });
  it('an affiliate token alone is an affiliate referral', () => {
    expect(referralOf({ affiliateToken: 'a1' })).toEqual({ kind: 'affiliate', token: 'a1' });
  });
  it('no token (or an empty one) is no referral', () => {
    expect(referralOf({ widgetToken: '', campaign: 'x' })).toBeNull();
  });
});

describe('the affiliate window (spec 3: 30 days, ADR 0065)', () => {
  const since = '2026-11-01T12:00:00.000Z';
  it('an affiliate visit counts until 30 days after it', () => {
    expect(
      referralOf({ affiliateToken: 'a1', affiliateSince: since }, new Date('2026-12-01T11:59:59Z')),
    ).toEqual({
      kind: 'affiliate',
      token: 'a1',
    });
  });
  it('from 30 days after the visit it is no referral', () => {
    expect(
      referralOf({ affiliateToken: 'a1', affiliateSince: since }, new Date('2026-12-01T12:00:00Z')),
    ).toBeNull();
  });
});
