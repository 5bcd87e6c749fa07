import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMailTo } from '../../support/accounts.ts';
import type { TestApp } from '../../support/test-app.ts';
import { type transferKit, transferWorld } from './transfer-kit.ts';

let t: TestApp;
let kit: ReturnType<typeof transferKit>;
let acme: number;
let broker: number;
let acmeAdmin: string;
let brokerAdmin: string;
let token: string;
const TN = '+12012340201';

beforeAll(async () => {
  const world = await transferWorld();
  ({ t, kit, acme, broker } = world);
  await kit.addNumber(acme, TN, { userId: 1 });
  await kit.addNumber(acme, '+12012340202');
  acmeAdmin = await kit.logIn('admin@numberyard.test');
  brokerAdmin = await kit.logIn('broker@numberyard.test');
  await kit.start(acmeAdmin, TN, 'broker@numberyard.test');
  token = await kit.linkTo('broker@numberyard.test');
});
afterAll(() => t.close());

const complete = () => t.composed.modules.messaging.completeDueTransfers();

describe('accepting a transfer', () => {
  it('asks a guest to sign in (401) and tells the page the email has a login', async () => {
    expect((await kit.accept(token, '')).status).toBe(401);
    expect((await kit.offer(token)).body).toMatchObject({ hasLogin: true, receivingAccounts: [] });
  });

  it('refuses (403) someone signed in as another email, without changing the transfer', async () => {
    const { status, body } = await kit.accept(token, acmeAdmin);
    expect(status).toBe(403);
    expect(body.message).toBe(
      'This transfer was offered to broker@numberyard.test. Log in as that email to accept it.',
    );
    expect((await kit.show(acmeAdmin, TN)).body.transfer.status).toBe('offered');
  });

  it('refuses (403) a receiving account the new owner is not an admin of', async () => {
    const other = await kit.start(acmeAdmin, '2012340202', 'user@numberyard.test');
    expect(other.status).toBe(201);
    const uma = await kit.logIn('user@numberyard.test');
    const link = await kit.linkTo('user@numberyard.test');
    const refused = await kit.accept(link, uma);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Only an admin of the receiving account can accept a transfer.');
    expect((await kit.accept(link, uma, { accountId: broker })).status).toBe(403);
    expect((await kit.cancel(acmeAdmin, '2012340202')).status).toBe(204);
  });

  it('refuses (422) an account on another brand, and the account that already holds the number', async () => {
    await kit.start(acmeAdmin, '2012340202', 'admin@business.numberyard.test');
    const bea = await kit.logIn('admin@business.numberyard.test');
    const otherBrand = await kit.accept(await kit.linkTo('admin@business.numberyard.test'), bea);
    expect(otherBrand.status).toBe(422);
    expect(otherBrand.body.message).toBe('A number can only be transferred to an account on the same brand.');
    await kit.cancel(acmeAdmin, '2012340202');
    await kit.start(acmeAdmin, '2012340202', 'admin@numberyard.test');
    const same = await kit.accept(await kit.linkTo('admin@numberyard.test'), acmeAdmin);
    expect(same.status).toBe(422);
    expect(same.body.message).toBe('This number is already in that account.');
  });

  it('shows the signed-in new owner the admin accounts that may receive it', async () => {
    const { body } = await kit.offer(token, brokerAdmin);
    expect(body.receivingAccounts).toEqual([{ accountId: broker, company: 'Vanity Numbers Brokerage' }]);
  });

  it('accepts into the new owner’s account, fixes the moving day at the paid-through date, and mails the sender', async () => {
    const { status, body } = await kit.accept(token, brokerAdmin, { accountId: broker });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      status: 'accepted',
      movesOn: '2026-12-24',
      acceptedInto: 'Vanity Numbers Brokerage',
    });
    expect((await lastMailTo(t, 'admin@numberyard.test'))?.subject).toBe(
      '(201) 234-0201: the new owner accepted the transfer',
    );
    expect((await kit.show(acmeAdmin, TN)).body.transfer).toMatchObject({
      status: 'accepted',
      toCompany: 'Vanity Numbers Brokerage',
      movesOn: '2026-12-24',
    });
    const again = await kit.accept(token, brokerAdmin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This transfer was already accepted.');
  });

  it('refuses the number leaving some other way while accepted, and cancels an offered one with it', async () => {
    const leaving = t.composed.modules.messaging.numberLeaving;
    const [row] = await t.sql<{ id: number }>(`select id from messaging.account_number where tn = $1`, [TN]);
    await expect(t.composed.ports.tx(() => leaving(row!.id))).rejects.toMatchObject({
      kind: 'conflict',
      message: 'This number is being transferred to another account. Cancel the ownership transfer first.',
    });
    const [offered] = await t.sql<{ id: number }>(
      `select id from messaging.account_number where tn = '+12012340202'`,
    );
    await t.composed.ports.tx(() => leaving(offered!.id));
    expect((await kit.show(acmeAdmin, '2012340202')).body.transfer.status).toBe('cancelled');
  });
});

describe('the moving day (the job)', () => {
  it('moves nothing before the day the number is paid up to', async () => {
    t.clock.set('2026-12-23T23:59:00Z');
    expect(await complete()).toMatchObject({ completed: 0 });
    expect(await kit.holder(TN)).toBe(acme);
  });

  it('moves the number once with its plan when run twice at once, and mails both sides once', async () => {
    t.clock.set('2026-12-24T00:07:00Z');
    const runs = await Promise.all([complete(), complete()]);
    expect(runs.map((run) => run.completed).sort()).toEqual([0, 1]);
    expect(await complete()).toMatchObject({ completed: 0 });
    const [row] = await t.sql(
      `select account_id, plan_id, mrc_cents, billing_period, anniversary_date::text, paid_through::text,
              assigned_user_id, nickname, forward_to, port_out_pin_hash, transfer_lock
         from messaging.account_number where tn = $1`,
      [TN],
    );
    expect(row).toEqual({
      account_id: broker,
      plan_id: 3,
      mrc_cents: 600,
      billing_period: 1,
      anniversary_date: '2026-11-24',
      paid_through: '2026-12-24',
      assigned_user_id: null,
      nickname: '',
      forward_to: null,
      port_out_pin_hash: null,
      transfer_lock: false,
    });
    expect(await kit.mailsTo('admin@numberyard.test', 'was transferred')).toEqual([{ n: 1 }]);
    expect(await kit.mailsTo('broker@numberyard.test', 'is now yours')).toEqual([{ n: 1 }]);
    const [transfer] = await t.sql<{ status: string }>(
      `select status from messaging.ownership_transfer where tn = $1 and status <> 'cancelled'`,
      [TN],
    );
    expect(transfer!.status).toBe('completed');
  });

  it('leaves the old account without the number and shows the new owner it in My Numbers', async () => {
    brokerAdmin = await kit.logIn('broker@numberyard.test');
    acmeAdmin = await kit.logIn('admin@numberyard.test');
    expect((await kit.show(acmeAdmin, TN)).status).toBe(404);
    const list = await t.request('/api/accounts/telephone-numbers', { cookie: brokerAdmin });
    expect((await list.json()).data.map((n: { tn: string }) => n.tn)).toContain(TN);
    expect((await kit.show(brokerAdmin, TN)).body.transfer).toBeNull();
  });
});
