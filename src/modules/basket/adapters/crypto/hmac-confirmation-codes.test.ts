import { describe, expect, it } from 'vitest';
import { HmacConfirmationCodes } from './hmac-confirmation-codes.ts';

describe('HMAC confirmation codes', () => {
  it('makes six-digit codes and keeps only a keyed hash that matches them', () => {
    const codes = new HmacConfirmationCodes('key-1');
    const code = codes.newCode();
    expect(code).toMatch(/^\d{6}$/);
    const digest = codes.digest(code);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).not.toContain(code);
    expect(codes.matches(` ${code} `, digest)).toBe(true);
    expect(codes.matches(code === '000000' ? '000001' : '000000', digest)).toBe(false);
  });

  it('hashes under its key: another server key does not match', () => {
    const digest = new HmacConfirmationCodes('key-1').digest('123456');
    expect(new HmacConfirmationCodes('key-2').matches('123456', digest)).toBe(false);
  });
});
