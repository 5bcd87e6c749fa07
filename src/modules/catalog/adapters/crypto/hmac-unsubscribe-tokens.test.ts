import { describe, expect, it } from 'vitest';
import { HmacUnsubscribeTokens } from './hmac-unsubscribe-tokens.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');
const OTHER_KEY = Buffer.alloc(32, 8).toString('base64');

describe('HmacUnsubscribeTokens', () => {
  it('accepts its own token for the search it was signed for, again and again', () => {
    const tokens = new HmacUnsubscribeTokens(KEY);
    const token = tokens.sign(42);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(tokens.verify(42, token)).toBe(true);
    expect(new HmacUnsubscribeTokens(KEY).verify(42, token)).toBe(true);
  });

  it('refuses a token of another search, another key or a tampered one', () => {
    const tokens = new HmacUnsubscribeTokens(KEY);
    const token = tokens.sign(42);
    expect(tokens.verify(43, token)).toBe(false);
    expect(new HmacUnsubscribeTokens(OTHER_KEY).verify(42, token)).toBe(false);
    expect(tokens.verify(42, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBe(false);
    expect(tokens.verify(42, '')).toBe(false);
  });
});
