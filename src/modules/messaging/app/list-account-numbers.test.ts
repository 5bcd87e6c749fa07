import { describe, expect, it } from 'vitest';
import { parseListQuery } from '../../../shared/list-query.ts';
import { AccountNumber } from '../domain/account-number.ts';
import { FakeNumberPlans } from '../testing/fake-number-deps.ts';
import { InMemoryAccountNumbers } from '../testing/in-memory-account-numbers.ts';
import { makeExportAccountNumbers } from './export-account-numbers.ts';
import { makeListAccountNumbers } from './list-account-numbers.ts';

const query = parseListQuery({ fields: { tn: { type: 'string' } }, defaultSort: { tn: 1 } }, {});

async function setUp() {
  const numbers = new InMemoryAccountNumbers();
  await numbers.add([
    new AccountNumber({ accountId: 7, tn: '+12012340102', planId: 1, mrcCents: 150, assignedUserId: 70 }),
    new AccountNumber({ accountId: 7, tn: '+12012340101', planId: 9, mrcCents: 600, nickname: 'Front Desk' }),
    new AccountNumber({ accountId: 8, tn: '+12012340103', planId: 1, mrcCents: 150 }),
  ]);
  const deps = { numbers, plans: new FakeNumberPlans() };
  return { list: makeListAccountNumbers(deps), exportAll: makeExportAccountNumbers(deps) };
}
const caller = { accountId: 7, brandingId: 1, userId: 70, isEmployee: false, query };

describe('listing the account’s numbers', () => {
  it('answers an admin every number of the account, with the plan’s name and whether it allows SMS', async () => {
    const list = await (await setUp()).list({ ...caller, role: 'admin' });
    expect(list).toMatchObject({ total: 2, limit: 10, skip: 0 });
    expect(list.data.map((n) => [n.tn, n.plan.name, n.planAllowsSms])).toEqual([
      ['+12012340101', 'Plan 9', false],
      ['+12012340102', 'Park', false],
    ]);
  });

  it('answers a member with role user only the numbers assigned to them', async () => {
    const list = await (await setUp()).list({ ...caller, role: 'user' });
    expect(list.data.map((n) => n.tn)).toEqual(['+12012340102']);
  });

  it('answers an employee acting with role user every number of the account', async () => {
    const list = await (await setUp()).list({ ...caller, role: 'user', isEmployee: true });
    expect(list.total).toBe(2);
  });

  it('narrows the list to the search box’s digits or nickname text', async () => {
    const { list } = await setUp();
    expect((await list({ ...caller, role: 'admin', q: 'front' })).data.map((n) => n.tn)).toEqual([
      '+12012340101',
    ]);
    expect((await list({ ...caller, role: 'admin', q: '234-0102' })).data.map((n) => n.tn)).toEqual([
      '+12012340102',
    ]);
  });

  it('exports every matching number, past the page size', async () => {
    const { exportAll } = await setUp();
    const onePerPage = { ...query, limit: 1 };
    expect(await exportAll({ ...caller, role: 'admin', query: onePerPage })).toHaveLength(2);
  });
});
