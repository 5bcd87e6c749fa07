import { describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGES as M } from '../../../shared/bank-account-rules.ts';
import { BankAccount, sameDeposits } from './bank-account.ts';

const now = new Date('2026-11-28T12:00:00Z');
const numbers = {
  type: 'checking' as const,
  routingNumberSealed: 'v1.r',
  accountNumberSealed: 'v1.a',
  last4: '6789',
  depositsSealed: 'v1.d',
};
const account = () => new BankAccount({ ...numbers, brokerAccountId: 7, now });

describe('BankAccount micro-deposit verification', () => {
  it('a right guess verifies it', () => {
    const bank = account();
    bank.confirmDeposits(true, now);
    expect(bank.verifiedDate).toEqual(now);
    expect(() => bank.confirmDeposits(true, now)).toThrow(M.alreadyVerified);
  });

  it('five wrong guesses lock it, even against the right amounts afterwards', () => {
    const bank = account();
    for (let i = 0; i < 4; i++) expect(() => bank.confirmDeposits(false, now)).toThrow(M.depositsWrong);
    expect(() => bank.confirmDeposits(false, now)).toThrow(M.depositsLocked);
    expect(bank.isLocked()).toBe(true);
    expect(() => bank.confirmDeposits(true, now)).toThrow(M.depositsLocked);
    expect(bank.verifiedDate).toBeNull();
  });

  it('new numbers make it unverified again with a fresh count', () => {
    const bank = account();
    bank.confirmDeposits(true, now);
    bank.replace({ ...numbers, last4: '1111' }, now);
    expect(bank).toMatchObject({ verifiedDate: null, depositGuesses: 0, last4: '1111' });
  });

  it('the two amounts match in either order', () => {
    expect(sameDeposits([12, 34], [34, 12])).toBe(true);
    expect(sameDeposits([12, 34], [12, 35])).toBe(false);
    expect(sameDeposits([12, 34], [12])).toBe(false);
  });
});
