import { describe, expect, it } from 'vitest';
import { AccountNumber } from '../domain/account-number.ts';
import { InMemoryAccountNumbers } from '../testing/in-memory-account-numbers.ts';
import { makeGiveAccountNumbers } from './give-account-numbers.ts';

const twoNumbers = (accountId: number) => [
  new AccountNumber({ accountId, tn: '+12012346001', planId: 3, mrcCents: 600 }),
  new AccountNumber({ accountId, tn: '+12122347002', planId: 6, mrcCents: 1900 }),
];

describe('giving an account its numbers', () => {
  it('adds the numbers to an account that holds none', async () => {
    const numbers = new InMemoryAccountNumbers();
    expect(await makeGiveAccountNumbers({ numbers })(7, twoNumbers)).toBe(2);
    expect(numbers.rows.map((n) => [n.accountId, n.tn])).toEqual([
      [7, '+12012346001'],
      [7, '+12122347002'],
    ]);
  });

  it('adds nothing when the account already holds numbers, so seeding twice changes nothing', async () => {
    const numbers = new InMemoryAccountNumbers();
    const give = makeGiveAccountNumbers({ numbers });
    await give(7, twoNumbers);
    expect(await give(7, twoNumbers)).toBe(0);
    expect(numbers.rows).toHaveLength(2);
  });

  it('counts only the account itself: another account holding numbers does not stop it', async () => {
    const numbers = new InMemoryAccountNumbers();
    const give = makeGiveAccountNumbers({ numbers });
    await give(7, (accountId) => [
      new AccountNumber({ accountId, tn: '+13102348003', planId: 3, mrcCents: 600 }),
    ]);
    expect(await give(8, twoNumbers)).toBe(2);
  });
});
