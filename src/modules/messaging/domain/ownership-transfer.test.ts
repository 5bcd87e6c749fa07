import { describe, expect, it } from 'vitest';
import { AccountNumber } from './account-number.ts';
import { handOver, moveDateOf, OwnershipTransfer } from './ownership-transfer.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const offer = () =>
  new OwnershipTransfer({
    accountNumberId: 5,
    tn: '+12012340101',
    fromAccountId: 1,
    startedByUserId: 10,
    email: ' New.Owner@Example.com ',
    tokenHash: 'h',
    now: NOW,
  });
const later = (days: number) => new Date(NOW.getTime() + days * 24 * 60 * 60_000);

describe('OwnershipTransfer', () => {
  it('is offered to the email in lower case for seven days, then expired', () => {
    const transfer = offer();
    expect(transfer.email).toBe('new.owner@example.com');
    expect(transfer.isFor('NEW.OWNER@example.com')).toBe(true);
    expect(transfer.statusAt(later(6.9))).toBe('offered');
    expect(transfer.statusAt(later(7))).toBe('expired');
    expect(transfer.isOpenAt(later(7))).toBe(false);
  });

  it('accepts once, and only while offered', () => {
    const transfer = offer();
    transfer.accept({ toAccountId: 2, userId: 20, movesOn: '2026-12-24', now: later(1) });
    expect(transfer.status).toBe('accepted');
    expect(() =>
      transfer.accept({ toAccountId: 2, userId: 20, movesOn: '2026-12-24', now: later(1) }),
    ).toThrow('This transfer was already accepted.');
    const lapsed = offer();
    expect(() => lapsed.accept({ toAccountId: 2, userId: 20, movesOn: '2026-12-24', now: later(8) })).toThrow(
      /not valid/,
    );
  });

  it('stays open after acceptance even past the offer’s seven days, until its day comes', () => {
    const transfer = offer();
    transfer.accept({ toAccountId: 2, userId: 20, movesOn: '2026-12-24', now: later(1) });
    expect(transfer.isOpenAt(later(20))).toBe(true);
    expect(transfer.isDue('2026-12-23')).toBe(false);
    expect(transfer.isDue('2026-12-24')).toBe(true);
    transfer.complete(later(32));
    expect(transfer.isDue('2026-12-25')).toBe(false);
    expect(() => transfer.cancel(later(33))).toThrow('This transfer is no longer open.');
  });

  it('can be cancelled while offered or accepted', () => {
    const transfer = offer();
    transfer.cancel(later(1));
    expect(transfer.statusAt(later(1))).toBe('cancelled');
  });
});

describe('the moving day', () => {
  const number = (paidThrough: string | null, anniversaryDate: string | null = '2026-11-24') => ({
    paidThrough,
    anniversaryDate,
    billingPeriod: 1 as const,
  });

  it('is the day the number is paid up to', () => {
    expect(moveDateOf(number('2026-12-24'), '2026-11-22')).toBe('2026-12-24');
  });

  it('is the anniversary plus one billing period when paid-through is not set', () => {
    expect(moveDateOf(number(null), '2026-11-22')).toBe('2026-12-24');
    expect(moveDateOf({ ...number(null), billingPeriod: 12 }, '2026-11-22')).toBe('2027-11-24');
  });

  it('is today for a number that is not billed or whose paid period has ended', () => {
    expect(moveDateOf(number(null, null), '2026-11-22')).toBe('2026-11-22');
    expect(moveDateOf(number('2026-10-24'), '2026-11-22')).toBe('2026-11-22');
  });
});

describe('handing a number over', () => {
  it('keeps its plan and billing and drops what was the old owner’s', () => {
    const n = new AccountNumber({
      accountId: 1,
      tn: '+12012340101',
      planId: 3,
      mrcCents: 600,
      nickname: 'Front desk',
      assignedUserId: 9,
      paidThrough: '2026-12-24',
    });
    n.forwardTo = '+12015550100';
    n.portOutPinHash = 'hash';
    n.transferLock = true;
    handOver(n, 2);
    expect(n).toMatchObject({
      accountId: 2,
      planId: 3,
      mrcCents: 600,
      paidThrough: '2026-12-24',
      nickname: '',
      assignedUserId: null,
      forwardTo: null,
      portOutPinHash: null,
      transferLock: false,
    });
  });
});
