import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../shared/list-query.ts';
import { AccountNumber } from '../domain/account-number.ts';
import { InMemoryAccountNumbers } from '../testing/in-memory-account-numbers.ts';
import { makeListAccountNumbers } from './list-account-numbers.ts';

const query = parseListQuery({ fields: { tn: { type: 'string' } }, defaultSort: { tn: 1 } }, {});
const plans = {
  plan: (_brandingId: number, planId: number) =>
    planId === 1 ? { id: 1, name: 'Park', allowsSms: false } : null,
};

async function setUp() {
  const numbers = new InMemoryAccountNumbers();
  await numbers.add([
    new AccountNumber({ accountId: 7, tn: '+12012340102', planId: 1, mrcCents: 150, assignedUserId: 70 }),
    new AccountNumber({ accountId: 7, tn: '+12012340101', planId: 9, mrcCents: 600 }),
    new AccountNumber({ accountId: 8, tn: '+12012340103', planId: 1, mrcCents: 150 }),
  ]);
  return makeListAccountNumbers({ numbers, plans });
}
const caller = { accountId: 7, brandingId: 1, userId: 70, query };

describe('listing the account’s numbers', () => {
  it('answers an admin every number of the account, with the plan’s name and whether it allows SMS', async () => {
    const list = await (await setUp())({ ...caller, role: 'admin' });
    expect(list).toMatchObject({ total: 2, limit: 10, skip: 0 });
    expect(list.data.map((n) => [n.tn, n.plan.name, n.planAllowsSms])).toEqual([
      ['+12012340101', 'Plan 9', false],
      ['+12012340102', 'Park', false],
    ]);
  });

  it('answers a member with role user only the numbers assigned to them', async () => {
    const list = await (await setUp())({ ...caller, role: 'user' });
    expect(list.data.map((n) => n.tn)).toEqual(['+12012340102']);
  });
});
