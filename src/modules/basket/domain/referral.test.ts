import { describe, expect, it } from 'vitest';
import { referralOf } from './referral.ts';

describe('referralOf', () => {
  it('a widget basket is an embedded sale even with an affiliate token', () => {
    expect(referralOf({ widgetToken: 'w1', affiliateToken: 'a1' })).toEqual({
      kind: 'embedded',
      token: 'w1',
    });
  });
  it('an affiliate token alone is an affiliate referral', () => {
    expect(referralOf({ affiliateToken: 'a1' })).toEqual({ kind: 'affiliate', token: 'a1' });
  });
  it('no token (or an empty one) is no referral', () => {
    expect(referralOf({ widgetToken: '', campaign: 'x' })).toBeNull();
  });
});
