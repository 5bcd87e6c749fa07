import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import {
  ALL_TERMS,
  balanceOf,
  CONTACT,
  charge,
  numbersOf,
  pendingTransfer,
  stubAccount,
} from './activation-kit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-24T12:00:00Z', env: { STAFF_REQUIRE_MFA: 'false' } });
  await seedLogins(t);
});
afterAll(() => t.close());

const activate = (cookie: string, body: object) =>
  t.request('/api/accounts/activate', { method: 'POST', cookie, json: body });
const activation = async (cookie: string) =>
  json(await t.request('/api/accounts/pending-transfers', { cookie }));

describe('POST /api/accounts/activate: the contact form', () => {
  it("answers 400 with spec 2's generic message per field and changes nothing", async () => {
    const stub = await stubAccount(t);
    const { status, body } = await json(
      await activate(stub.cookie, {
        ...CONTACT,
        firstName: '',
        lastName: 'L',
        city: 'x'.repeat(41),
        zip: 'ABCDE',
      }),
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      firstName: 'First Name is required.',
      lastName: 'Last Name is too short. Must be at least 2 characters.',
      city: 'City is too long. Must be less than 40 characters.',
      zip: "Postal Code doesn't look right.",
    });
    expect((await activation(stub.cookie)).body.isStub).toBe(true);
  });
});

describe('POST /api/accounts/activate: who must pay and agree', () => {
  it("refuses a B2B stub without all three terms: 'Please agree to all terms and conditions before proceeding.'", async () => {
    const stub = await stubAccount(t, { type: 'stubB2b', brandingId: 2 });
    const { status, body } = await json(
      await activate(stub.cookie, { ...CONTACT, agreeAuthorizedOwner: true }),
    );
    expect(status).toBe(422);
    expect(body.message).toBe('Please agree to all terms and conditions before proceeding.');
    expect((await json(await activate(stub.cookie, { ...CONTACT, ...ALL_TERMS }))).status).toBe(200);
  });

  it('asks a broker-type account for the terms too, and sends it to its listings', async () => {
    const stub = await stubAccount(t, { sellersAdmin: true });
    expect((await activate(stub.cookie, CONTACT)).status).toBe(422);
    const { body } = await json(await activate(stub.cookie, { ...CONTACT, ...ALL_TERMS }));
    expect(body.redirectTo).toBe('/account/broker/listings');
  });

  it("refuses a non-B2B payer with a balance and no charge: 'Unauthorized: Must pay balance to continue'", async () => {
    const stub = await stubAccount(t);
    await charge(t, stub.accountId, 1_500);
    const { status, body } = await json(await activate(stub.cookie, CONTACT));
    expect(status).toBe(403);
    expect(body.message).toBe('Unauthorized: Must pay balance to continue');
    expect((await activation(stub.cookie)).body).toMatchObject({ isStub: true, amountDue: 1_500 });
  });

  it('lets a B2B account activate with a balance (it is invoiced)', async () => {
    const stub = await stubAccount(t, { type: 'stub', brandingId: 2 });
    await charge(t, stub.accountId, 1_500);
    expect((await activate(stub.cookie, CONTACT)).status).toBe(200);
    expect(await balanceOf(t, stub.accountId)).toBe(1_500);
  });

  it('lets an employee activate without paying the balance', async () => {
    const staff = await logIn(t, 'staff@numberyard.test');
    const house = (await activation(staff)).body.accountId as number;
    await t.sql("update accounts.account set account_type = 'stub', sellers_admin = false where id = $1", [
      house,
    ]);
    await charge(t, house, 2_000);
    const { status, body } = await json(await activate(staff, CONTACT));
    expect(status).toBe(200);
    expect(body.message).toBe('Activation successful');
    expect((await activation(staff)).body.isStub).toBe(false);
    await t.sql('update accounts.account set sellers_admin = true where id = $1', [house]);
  });

  it('refuses a member who is not an admin', async () => {
    const user = await logIn(t, 'user@numberyard.test');
    expect((await activate(user, CONTACT)).status).toBe(403);
    expect((await t.request('/api/accounts/pending-transfers', { cookie: user })).status).toBe(403);
  });
});

describe('POST /api/accounts/activate: paying and activating', () => {
  it('pays what is due by card, activates in one go, saves the contact and goes to /account/numbers', async () => {
    const stub = await stubAccount(t);
    await charge(t, stub.accountId, 1_500);
    const { status, body } = await json(
      await activate(stub.cookie, { ...CONTACT, paymentId: 'pm_card_visa' }),
    );
    expect(status).toBe(200);
    expect(body).toMatchObject({
      message: 'Activation successful',
      redirectTo: '/account/numbers',
      balance: 0,
    });
    const after = (await activation(stub.cookie)).body;
    expect(after).toMatchObject({
      isStub: false,
      accountType: 'default',
      settings: [],
      ...CONTACT,
      amountDue: 0,
    });
  });

  it("captures the card hold the page placed for 'account:<id>' (a 'pi_' payment id)", async () => {
    const stub = await stubAccount(t);
    await charge(t, stub.accountId, 1_500);
    const hold = await t.request('/api/stripe-payment-intents', {
      method: 'POST',
      cookie: stub.cookie,
      headers: { 'x-forwarded-for': '198.51.100.77' },
      json: {
        amount: 1_500,
        recaptchaToken: 'token',
        metadata: { reference: `account:${stub.accountId}` },
        payment_method: 'pm_card_visa',
      },
    });
    expect(hold.status).toBe(201);
    const { id } = await hold.json();
    const { status, body } = await json(await activate(stub.cookie, { ...CONTACT, paymentId: id }));
    expect(status).toBe(200);
    expect(body.balance).toBe(0);
  });

  it('leaves the account a stub when the card is declined', async () => {
    const stub = await stubAccount(t);
    await charge(t, stub.accountId, 1_500);
    const { status } = await json(
      await activate(stub.cookie, { ...CONTACT, paymentId: 'pm_card_chargeDeclined' }),
    );
    expect(status).toBe(422);
    expect((await activation(stub.cookie)).body).toMatchObject({ isStub: true, balance: 1_500 });
  });

  it('is idempotent: a retry answers the same success and charges nothing twice', async () => {
    const stub = await stubAccount(t);
    await charge(t, stub.accountId, 1_500);
    await pendingTransfer(t, stub.accountId, ['+12012340170']);
    const request = { ...CONTACT, paymentId: 'pm_card_visa' };
    const first = await json(await activate(stub.cookie, request));
    const again = await json(await activate(stub.cookie, request));
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({
      message: 'Activation successful',
      balance: 0,
      completedTransfers: [],
    });
    const payments = await t.sql('select id from billing.ledger_entry where account_id = $1 and kind = $2', [
      stub.accountId,
      'payment',
    ]);
    expect(payments).toHaveLength(1);
    expect(await numbersOf(t, stub.accountId)).toEqual([['+12012340170', 1]]);
  });
});

describe('pending transfers', () => {
  it('lists pending transfers with the transfer fee only when billTo is new, and adds them to what is due', async () => {
    const stub = await stubAccount(t);
    const billedNew = await pendingTransfer(t, stub.accountId, ['+12012340100', '+12012340101'], 'new');
    const billedOld = await pendingTransfer(t, stub.accountId, ['+12012340102'], 'old');
    const { status, body } = await activation(stub.cookie);
    expect(status).toBe(200);
    expect(body.settings).toEqual([{ code: 'isStub', value: 'Y' }]);
    const park = billedOld.parkCharge;
    expect(body.pendingTransfers).toEqual([
      expect.objectContaining({
        transferId: billedNew.transferId,
        status: 'pending',
        billTo: 'new',
        transferFee: 600,
        transferTns: ['+12012340100', '+12012340101'],
        completeDate: null,
      }),
      expect.objectContaining({ transferId: billedOld.transferId, billTo: 'old', transferFee: 0 }),
    ]);
    expect(body.amountDue).toBe(600 + 3 * park);
  });

  it('completes the pending transfers on activation: numbers given, fees charged, paid by the card', async () => {
    const stub = await stubAccount(t);
    const transfer = await pendingTransfer(t, stub.accountId, ['+12012340110', '+12012340111']);
    const { body } = await json(await activate(stub.cookie, { ...CONTACT, paymentId: 'pm_card_visa' }));
    expect(body).toMatchObject({ completedTransfers: [transfer.transferId], balance: 0 });
    expect(await numbersOf(t, stub.accountId)).toEqual([
      ['+12012340110', 1],
      ['+12012340111', 1],
    ]);
    expect((await activation(stub.cookie)).body.pendingTransfers).toEqual([]);
  });

  it('lets an active account admin complete a transfer: numbers arrive, the fee goes to the ledger, once', async () => {
    const owner = await stubAccount(t, { type: 'default' });
    const transfer = await pendingTransfer(t, owner.accountId, ['+12012340120']);
    const patch = () =>
      t.request(`/api/telephone-numbers/inbound-transfers/${transfer.transferId}`, {
        method: 'PATCH',
        cookie: owner.cookie,
        json: { status: 'completed', completeDate: '2020-01-01T00:00:00Z' },
      });
    const { status, body } = await json(await patch());
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'completed', completeDate: '2026-11-24T12:00:00.000Z' });
    expect(await balanceOf(t, owner.accountId)).toBe(transfer.totalCharge);
    expect((await json(await patch())).status).toBe(200);
    expect(await balanceOf(t, owner.accountId)).toBe(transfer.totalCharge);
    expect(await numbersOf(t, owner.accountId)).toEqual([['+12012340120', 1]]);
  });

  it('charges no transfer fee when billTo is not new', async () => {
    const owner = await stubAccount(t, { type: 'default' });
    const transfer = await pendingTransfer(t, owner.accountId, ['+12012340130'], 'old');
    await t.request(`/api/telephone-numbers/inbound-transfers/${transfer.transferId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { status: 'completed' },
    });
    const fees = await t.sql('select description from billing.ledger_entry where account_id = $1', [
      owner.accountId,
    ]);
    expect(fees.map((row) => row.description)).toEqual(['Park plan, first month, 1 number']);
  });

  it("answers 404 for another account's transfer and changes nothing", async () => {
    const owner = await stubAccount(t, { type: 'default' });
    const other = await stubAccount(t, { type: 'default' });
    const transfer = await pendingTransfer(t, owner.accountId, ['+12012340140']);
    const response = await t.request(`/api/telephone-numbers/inbound-transfers/${transfer.transferId}`, {
      method: 'PATCH',
      cookie: other.cookie,
      json: { status: 'completed' },
    });
    expect(response.status).toBe(404);
    expect((await activation(owner.cookie)).body.pendingTransfers).toHaveLength(1);
    expect(await numbersOf(t, other.accountId)).toEqual([]);
  });

  it('makes a stub activate rather than complete its transfers one by one; staff may complete any', async () => {
    const stub = await stubAccount(t);
    const transfer = await pendingTransfer(t, stub.accountId, ['+12012340150']);
    const path = `/api/telephone-numbers/inbound-transfers/${transfer.transferId}`;
    const patch = (cookie: string) =>
      t.request(path, { method: 'PATCH', cookie, json: { status: 'completed' } });
    expect((await patch(stub.cookie)).status).toBe(422);
    expect((await patch(await logIn(t, 'staff@numberyard.test'))).status).toBe(200);
    expect(await numbersOf(t, stub.accountId)).toEqual([['+12012340150', 1]]);
  });
});
