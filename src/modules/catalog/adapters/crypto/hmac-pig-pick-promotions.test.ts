import { describe, expect, it } from 'vitest';
import { HmacPigPickPromotions } from './hmac-pig-pick-promotions.ts';

const key = Buffer.alloc(32, 7).toString('base64');
const shown = { tn: '+12015550100', percentage: 10, shownAt: new Date('2026-11-24T12:00:00.000Z') };

describe('Pig Pick promotion tokens', () => {
  it('read back what they were issued for', () => {
    const promotions = new HmacPigPickPromotions(key);
    expect(promotions.read(promotions.issue(shown))).toEqual(shown);
  });

  it('are refused when changed, made up or signed under another key', () => {
    const promotions = new HmacPigPickPromotions(key);
    const token = promotions.issue(shown);
    expect(promotions.read(token.replace('.10.', '.1.'))).toBeNull();
    expect(promotions.read(token.replace('+12015550100', '+12015550101'))).toBeNull();
    expect(promotions.read(`+12015550100.10.1795000000000.${'A'.repeat(43)}`)).toBeNull();
    expect(promotions.read('nonsense')).toBeNull();
    expect(new HmacPigPickPromotions(Buffer.alloc(32, 8).toString('base64')).read(token)).toBeNull();
  });
});
