import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryBrokerApplications } from '../testing/in-memory-broker-applications.ts';
import { makeApplyToSell } from './apply-to-sell.ts';
import { makeDecideBrokerApplication } from './decide-broker-application.ts';
import { makeListBrokerApplications } from './list-broker-applications.ts';

function setUp() {
  const applications = new InMemoryBrokerApplications();
  const clock = new FixedClock('2026-11-24T12:00:00Z');
  const tx = <T>(work: () => Promise<T>) => work();
  const users = { byId: async () => ({ email: 'ada@example.com' }) as never };
  return {
    applications,
    clock,
    apply: makeApplyToSell({ applications, directory: applications, users, clock, tx }),
    decide: makeDecideBrokerApplication({ applications, clock, tx, audit: { record: async () => {} } }),
    list: makeListBrokerApplications({ applications }),
  };
}

const form = { userId: 3, company: 'Acme Numbers', website: 'acme.example', numberCount: 40, message: 'Hi' };

describe('broker applications', () => {
  it('stores an application with the account’s brand and the applicant’s email', async () => {
    const { applications, apply } = setUp();
    applications.addAccount(7, { brandingId: 2 });

    const view = await apply({ accountId: 7, ...form });

    expect(view).toMatchObject({
      accountId: 7,
      brandingId: 2,
      email: 'ada@example.com',
      status: 'pending',
      createDate: '2026-11-24T12:00:00.000Z',
    });
  });

  it('refuses a second application while one waits for review', async () => {
    const { applications, apply } = setUp();
    applications.addAccount(7);
    await apply({ accountId: 7, ...form });

    await expect(apply({ accountId: 7, ...form })).rejects.toMatchObject({
      kind: 'conflict',
      code: 'accounts.broker_application_pending',
    });
  });

  it('refuses an account that can already sell', async () => {
    const { applications, apply } = setUp();
    applications.addAccount(7, { sellersAdmin: true });

    await expect(apply({ accountId: 7, ...form })).rejects.toMatchObject({ code: 'accounts.already_seller' });
  });

  it('makes the account a sellers admin when staff approve', async () => {
    const { applications, apply, decide, clock } = setUp();
    const account = applications.addAccount(7);
    const { brokerApplicationId } = await apply({ accountId: 7, ...form });
    clock.advance(60_000);

    const decided = await decide({ brokerApplicationId, status: 'approved', staffUserId: 1 });

    expect(decided).toMatchObject({ status: 'approved', decidedDate: '2026-11-24T12:01:00.000Z' });
    expect(account.sellersAdmin).toBe(true);
  });

  it('leaves the account as it was on a rejection, and lets it apply again', async () => {
    const { applications, apply, decide } = setUp();
    const account = applications.addAccount(7);
    const { brokerApplicationId } = await apply({ accountId: 7, ...form });

    await decide({ brokerApplicationId, status: 'rejected', staffUserId: 1 });

    expect(account.sellersAdmin).toBe(false);
    await expect(apply({ accountId: 7, ...form })).resolves.toMatchObject({ status: 'pending' });
  });

  it('answers not found for an unknown application', async () => {
    const { decide } = setUp();
    await expect(
      decide({ brokerApplicationId: 99, status: 'approved', staffUserId: 1 }),
    ).rejects.toMatchObject({
      kind: 'not_found',
    });
  });

  it('lists the applications by status for staff', async () => {
    const { applications, apply, decide, list } = setUp();
    applications.addAccount(7);
    applications.addAccount(8);
    const first = await apply({ accountId: 7, ...form });
    await apply({ accountId: 8, ...form });
    await decide({ brokerApplicationId: first.brokerApplicationId, status: 'approved', staffUserId: 1 });

    const pending = await list({
      where: { status: { $eq: 'pending' } },
      orderBy: {},
      limit: 10,
      offset: 0,
      extra: {},
    });

    expect(pending).toMatchObject({ total: 1, data: [{ accountId: 8 }] });
  });
});
