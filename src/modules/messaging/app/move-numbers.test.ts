import { describe, expect, it } from 'vitest';
import { AccountNumber } from '../domain/account-number.ts';
import type { AccountNumberMoves } from '../ports/account-number-moves.ts';
import { makeMoveNumbers } from './move-numbers.ts';

function movesOver(numbers: AccountNumber[]): AccountNumberMoves & { flushed: number } {
  return {
    flushed: 0,
    ofAccountByTns: async (accountId, tns) =>
      numbers.filter((number) => number.accountId === accountId && tns.includes(number.tn)),
    ofAccountByIds: async (accountId, ids) =>
      numbers.filter((number) => number.accountId === accountId && ids.includes(number.id)),
    async flush() {
      this.flushed++;
    },
  };
}

const held = (accountId: number, tn: string) =>
  new AccountNumber({
    accountId,
    tn,
    planId: 3,
    mrcCents: 600,
    assignedUserId: 5,
    paidThrough: '2027-01-15',
  });

describe('moveNumbers', () => {
  it('moves the numbers onto the new plan, keeps what was paid and clears user assignments', async () => {
    const number = held(1, '+12012340101');
    const moves = movesOver([number]);
    const result = await makeMoveNumbers({ moves })({
      fromAccountId: 1,
      toAccountId: 2,
      tns: ['2012340101'],
      plan: { id: 10, mrcCents: 1000 },
    });
    expect(result).toEqual({ moved: ['+12012340101'] });
    expect(number).toMatchObject({
      accountId: 2,
      planId: 10,
      mrcCents: 1000,
      assignedUserId: null,
      paidThrough: '2027-01-15',
    });
    expect(moves.flushed).toBe(1);
  });

  it('moves nothing when one number is not the account’s, or not a number at all', async () => {
    const mine = held(1, '+12012340101');
    const moves = movesOver([mine, held(3, '+12012340102')]);
    const move = makeMoveNumbers({ moves });
    for (const tns of [
      ['+12012340101', '+12012340102'],
      ['+12012340101', 'not-a-number'],
    ])
      await expect(
        move({ fromAccountId: 1, toAccountId: 2, tns, plan: { id: 10, mrcCents: 1000 } }),
      ).rejects.toThrow('Telephone number not found.');
    expect(mine.accountId).toBe(1);
    expect(moves.flushed).toBe(0);
  });
});
