import { describe, expect, it } from 'vitest';
import {
  achPayoutNeeds,
  bankAccountErrors,
  isAbaRoutingNumber,
  isDepositAmount,
  lastFour,
  BANK_ACCOUNT_MESSAGES as M,
} from './bank-account-rules.ts';

const valid = { type: 'checking', routingNumber: '110000000', accountNumber: '000123456789' };

describe('bank account rules (spec 3 section 5)', () => {
  it('the ABA checksum accepts real routing numbers and refuses one mistyped digit', () => {
    for (const routing of ['011000015', '021000021', '110000000', '111000025']) {
      expect(isAbaRoutingNumber(routing), routing).toBe(true);
    }
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('12345678')).toBe(false);
    expect(isAbaRoutingNumber('12345678a')).toBe(false);
  });

  it('a complete, valid account has no errors; values are trimmed', () => {
    expect(bankAccountErrors(valid)).toEqual({});
    expect(
      bankAccountErrors({
        type: ' savings ',
        routingNumber: ' 110000000 ',
        accountNumber: '12345 ',
        confirmRoutingNumber: '110000000',
        confirmAccountNumber: ' 12345',
      }),
    ).toEqual({});
  });

  it('every field is required', () => {
    expect(
      bankAccountErrors({
        type: '',
        routingNumber: ' ',
        accountNumber: '',
        confirmRoutingNumber: '',
        confirmAccountNumber: '',
      }),
    ).toEqual({
      type: M.required,
      routingNumber: M.required,
      accountNumber: M.required,
      confirmRoutingNumber: M.required,
      confirmAccountNumber: M.required,
    });
  });

  it('type is checking or savings', () => {
    expect(bankAccountErrors({ ...valid, type: 'brokerage' })).toEqual({ type: M.type });
  });

  it('routing number is exactly 9 digits passing the checksum', () => {
    for (const routingNumber of ['11000000', '1100000000', '11000000x', '110000001'])
      expect(bankAccountErrors({ ...valid, routingNumber })).toEqual({ routingNumber: M.routingNumber });
  });

  it('account number is 5 to 17 digits', () => {
    expect(bankAccountErrors({ ...valid, accountNumber: '1234' })).toEqual({
      accountNumber: M.accountNumber,
    });
    expect(bankAccountErrors({ ...valid, accountNumber: '1'.repeat(18) })).toEqual({
      accountNumber: M.accountNumber,
    });
    expect(bankAccountErrors({ ...valid, accountNumber: '12-345' })).toEqual({
      accountNumber: M.accountNumber,
    });
    expect(bankAccountErrors({ ...valid, accountNumber: '1'.repeat(17) })).toEqual({});
  });

  it('confirmations must match', () => {
    expect(
      bankAccountErrors({
        ...valid,
        confirmRoutingNumber: '011000015',
        confirmAccountNumber: '000123456780',
      }),
    ).toEqual({ confirmRoutingNumber: M.routingMismatch, confirmAccountNumber: M.accountMismatch });
  });

  it('deposits are 1 to 99 cents; only the last four digits are shown', () => {
    expect([1, '32', 99].every(isDepositAmount)).toBe(true);
    expect([0, 100, '1.5', '', -3].some(isDepositAmount)).toBe(false);
    expect(lastFour('000123456789')).toBe('6789');
  });

  it("ACH needs taxpayer information, a bank account and its deposits confirmed: spec 3's hints in order", () => {
    expect(achPayoutNeeds({ hasTaxpayer: false, bankAccount: null })).toEqual([
      "You don't have taxpayer information on file.",
      M.noBankAccount,
    ]);
    expect(achPayoutNeeds({ hasTaxpayer: true, bankAccount: { verified: false } })).toEqual([M.unverified]);
    expect(achPayoutNeeds({ hasTaxpayer: true, bankAccount: { verified: true } })).toEqual([]);
  });
});
