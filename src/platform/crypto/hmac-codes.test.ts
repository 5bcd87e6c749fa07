import { describe, expect, it } from 'vitest';
import { HmacCodes } from './hmac-codes.ts';

describe('HMAC codes', () => {
  it('makes six-digit codes and keeps only a keyed hash that matches them', () => {
    const codes = new HmacCodes('purpose', 'key-1');
    const code = codes.newCode();
    expect(code).toMatch(/^\d{6}$/);
    const digest = codes.digest(code);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(code);
    expect(codes.matches(` ${code} `, digest)).toBe(true);
    expect(codes.matches(code === '000000' ? '000001' : '000000', digest)).toBe(false);
  });

  it('hashes under its key and purpose: another key or purpose does not match', () => {
    const digest = new HmacCodes('purpose', 'key-1').digest('123456');
    expect(new HmacCodes('purpose', 'key-2').matches('123456', digest)).toBe(false);
    expect(new HmacCodes('other', 'key-1').matches('123456', digest)).toBe(false);
  });

  it('keeps the MFA codes hashed as before the move (their stored hashes stay valid)', async () => {
    const { createHmac } = await import('node:crypto');
    const before = createHmac('sha256', Buffer.from('numberyard-mfa-code:k')).update('123456').digest('hex');
    expect(new HmacCodes('numberyard-mfa-code', 'k').digest('123456')).toBe(before);
  });
});
