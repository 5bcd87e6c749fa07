import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedLogins(t);
});
afterAll(() => t.close());

const application = {
  company: 'Acme Parking Co',
  website: 'https://acme.example',
  numberCount: 12,
  message: 'Twelve parked numbers to list.',
};
const apply = (cookie: string, json: object = application) =>
  t.request('/api/broker-applications', { method: 'POST', cookie, json });
const decide = (cookie: string, id: number, status: string) =>
  t.request(`/api/broker-applications/${id}`, { method: 'PATCH', cookie, json: { status } });
const sellersAdmin = async (cookie: string) =>
  (await (await t.request('/api/profile', { cookie })).json()).accountInfo.sellersAdmin;

describe('broker applications', () => {
  it('lets an account admin apply, staff approve, and the account become a seller', async () => {
    const admin = await logIn(t, 'admin@numberyard.test');
    const staff = await logIn(t, 'staff@numberyard.test');
    expect(await sellersAdmin(admin)).toBe('N');

    const applied = await apply(admin);
    expect(applied.status).toBe(201);
    const { brokerApplicationId } = await applied.json();
    expect((await apply(admin)).status).toBe(409);

    const pending = await (
      await t.request('/api/broker-applications?status[$eq]=pending', { cookie: staff })
    ).json();
    expect(pending.data).toEqual([
      expect.objectContaining({ brokerApplicationId, email: 'admin@numberyard.test', status: 'pending' }),
    ]);

    const approved = await decide(staff, brokerApplicationId, 'approved');
    expect(approved.status).toBe(200);
    expect((await approved.json()).status).toBe('approved');
    expect(await sellersAdmin(admin)).toBe('Y');
    expect((await decide(staff, brokerApplicationId, 'rejected')).status).toBe(409);
    expect((await apply(admin)).status).toBe(409);
  });

  it('answers 403 to a user who is not the account’s admin', async () => {
    const user = await logIn(t, 'user@numberyard.test');
    expect((await apply(user)).status).toBe(403);
  });

  it('keeps the review list and decisions to staff', async () => {
    const admin = await logIn(t, 'admin@business.numberyard.test');
    expect((await t.request('/api/broker-applications', { cookie: admin })).status).toBe(403);
    const { brokerApplicationId } = await (await apply(admin)).json();
    expect((await decide(admin, brokerApplicationId, 'approved')).status).toBe(403);
    expect((await t.request('/api/broker-applications')).status).toBe(401);
  });

  it('takes one of two applications posted at once and answers 409 to the other', async () => {
    const broker = await logIn(t, 'broker@numberyard.test');
    // The demo broker's account sells already; make it a newcomer again.
    const { accountId } = await (await t.request('/api/profile', { cookie: broker })).json();
    await t.sql('update accounts.account set sellers_admin = false where id = $1', [accountId]);

    const statuses = (await Promise.all([apply(broker), apply(broker)])).map((response) => response.status);

    expect(statuses.sort()).toEqual([201, 409]);
  });

  it('answers 400 with the field’s message when the company is missing', async () => {
    const admin = await logIn(t, 'admin@business.numberyard.test');
    const response = await apply(admin, { ...application, company: ' ' });
    expect(response.status).toBe(400);
  });
});
