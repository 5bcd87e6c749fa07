import { describe, expect, it } from 'vitest';
import { balanceEffect, LedgerEntry } from './ledger-entry.ts';

const now = new Date('2026-11-24T12:00:00Z');
const entry = (kind: LedgerEntry['kind'], amountCents: number) =>
  new LedgerEntry(7, { kind, amountCents, description: 'Line', reference: 'basket:x' }, now);

describe('ledger sign rules', () => {
  it('charges and taxes raise the balance; payments, credits and refunds lower it', () => {
    expect(balanceEffect('charge', 1_000)).toBe(1_000);
    expect(balanceEffect('tax', 80)).toBe(80);
    expect(balanceEffect('payment', 1_000)).toBe(-1_000);
    expect(balanceEffect('credit', 300)).toBe(-300);
    expect(balanceEffect('refund', 200)).toBe(-200);
  });

  it('keeps the amount as written, never negative, so the kind alone decides the sign', () => {
    expect(entry('payment', 500)).toMatchObject({
      accountId: 7,
      kind: 'payment',
      amountCents: 500,
      createdAt: now,
    });
    expect(() => entry('payment', -500)).toThrow('A ledger amount is a whole, non-negative number of cents.');
    expect(() => entry('charge', 10.5)).toThrow('A ledger amount is a whole, non-negative number of cents.');
  });

  it('refuses an unknown kind and an empty description or reference', () => {
    expect(() => entry('fee' as LedgerEntry['kind'], 1)).toThrow("Unknown ledger entry kind 'fee'.");
    expect(
      () => new LedgerEntry(7, { kind: 'charge', amountCents: 1, description: ' ', reference: 'r' }, now),
    ).toThrow('A ledger description is 1-200 characters.');
    expect(
      () => new LedgerEntry(7, { kind: 'charge', amountCents: 1, description: 'd', reference: '' }, now),
    ).toThrow('A ledger reference is 1-100 characters.');
  });
});
