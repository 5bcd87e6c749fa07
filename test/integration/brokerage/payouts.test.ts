import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookPayload } from '../../../src/modules/billing/adapters/stripe/stripe-webhook-verifier.ts';
import { DEVELOPMENT_WEBHOOK_SECRET } from '../../../src/modules/billing/index.ts';
import { billingEarnings } from '../../../src/modules/brokerage/adapters/billing/billing-earnings.ts';
import { MikroOrmBrokerageTransactions } from '../../../src/modules/brokerage/adapters/db/mikro-orm-earnings.ts';
import { MikroOrmPayouts } from '../../../src/modules/brokerage/adapters/db/mikro-orm-payouts.ts';
import { makeRequestPayout } from '../../../src/modules/brokerage/app/request-payout.ts';
import {
  BrokerageTransaction,
  type BrokerageTransactionStatus,
  type BrokerageTransactionType,
} from '../../../src/modules/brokerage/domain/brokerage-transaction.ts';
import { FakePayoutRails } from '../../../src/modules/brokerage/testing/fake-payout-rails.ts';
import { currentEm, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountOf, brokerLists, guestCheckout } from './licences-kit.ts';

const NOW = '2026-11-28T12:00:00Z';
const DAY = 86_400_000;
let t: TestApp;
let broker: number;
let house: number;
let brokerCookie: string;
let staffCookie: string;
let sequence = 0;

/** A transaction recorded straight through the repository, as checkout and billing record them. */
async function record(input: {
  brokerAccountId?: number;
  tn?: string;
  type?: BrokerageTransactionType;
  purchaseAmount?: number;
  createdAt?: string;
  firstOfNumber?: boolean;
  status?: BrokerageTransactionStatus;
  payoutId?: number;
  data?: Record<string, unknown>;
}): Promise<number> {
  sequence++;
  const transaction = new BrokerageTransaction({
    brokerAccountId: input.brokerAccountId ?? broker,
    tn: input.tn ?? `+1201456${String(9000 + sequence)}`,
    type: input.type ?? 'sale',
    purchaseAmount: input.purchaseAmount ?? 10_000,
    firstOfNumber: input.firstOfNumber ?? false,
    now: new Date(input.createdAt ?? '2026-11-01T12:00:00Z'),
    sourceReference: `test:payouts:${sequence}`,
    data: input.data ?? {},
  });
  transaction.status = input.status ?? 'payable';
  transaction.payoutId = input.payoutId ?? null;
  await withContext(t.orm, () => new MikroOrmBrokerageTransactions(() => currentEm(t.orm)).add(transaction));
  return transaction.id;
}

const rowOf = async (id: number) =>
  (
    await t.sql<{
      status: string;
      payout_id: number | null;
      payable_date: Date;
      data: Record<string, unknown>;
    }>('select status, payout_id, payable_date, data from brokerage.transaction where id = $1', [id])
  )[0]!;
const ledgerOf = (accountId: number, reference: string) =>
  t.sql<{ kind: string; amount_cents: number }>(
    'select kind, amount_cents from billing.ledger_entry where account_id = $1 and reference = $2',
    [accountId, reference],
  );
const advance = () => t.composed.modules.brokerage.advanceTransactions();
const patch = (id: number, payableDate: string, cookie = staffCookie) =>
  t.request(`/api/brokerage/transactions/${id}`, { method: 'PATCH', cookie, json: { payableDate } });
/** The staff audit entries written for a transaction (Early Payout, Cancel Sale), oldest first. */
const auditOf = (id: number) =>
  t.sql<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    'select action, before, after from admin.audit_entry where subject = $1 order by id',
    [`brokerageTransaction:${id}`],
  );
const cancelSale = (id: number, cookie = staffCookie) =>
  t.request(`/api/brokerage/transactions/${id}/cancelSale`, { method: 'POST', cookie });
const requestPayout = (body: object, cookie = brokerCookie) =>
  t.request('/api/brokerage/requestPayout', { method: 'POST', cookie, json: body });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  await seedLogins(t);
  broker = await accountOf(t, 'broker@numberyard.test');
  house = await accountOf(t, 'staff@numberyard.test');
  brokerCookie = await logIn(t, 'broker@numberyard.test');
  staffCookie = await logIn(t, 'staff@numberyard.test');
});
afterAll(() => t.close());

describe('transaction states: new -> pending -> payable (the status job, fixed clock)', () => {
  it("a checkout sale is new, pending once its card is captured, payable when the number's 30-day hold ends", async () => {
    const tn = '+12014566001';
    await brokerLists(t, broker, tn, { priceCents: 20_000 }, 'offnet');
    await guestCheckout(t, 'payout-buyer@example.com', tn);
    const [row] = await t.sql<{ id: number; status: string; data: { funding: unknown } }>(
      'select id, status, data from brokerage.transaction where tn = $1',
      [tn],
    );
    expect(row!.status).toBe('new');
    expect(row!.data.funding).toMatchObject({ kind: 'card', paymentIntentId: expect.stringMatching(/^pi_/) });

    await advance();
    expect((await rowOf(row!.id)).status).toBe('pending');
    t.clock.set(new Date(Date.parse(NOW) + 30 * DAY - 1).toISOString());
    try {
      await advance();
      expect((await rowOf(row!.id)).status).toBe('pending');
      t.clock.set(new Date(Date.parse(NOW) + 30 * DAY).toISOString());
      expect(await advance()).toMatchObject({ payable: 1 });
      expect((await rowOf(row!.id)).status).toBe('payable');
      expect(await advance()).toEqual({ pending: 0, payable: 0 });
    } finally {
      t.clock.set(NOW);
    }
  });

  it('a later sale of the number is held 10 days; a paid or cancelled one never moves', async () => {
    const later = await record({ status: 'new', createdAt: NOW, firstOfNumber: false });
    const paid = await record({ status: 'paid', payoutId: 999, createdAt: '2026-01-01T00:00:00Z' });
    const cancelled = await record({ status: 'cancelled', createdAt: '2026-01-01T00:00:00Z' });
    await advance();
    expect((await rowOf(later)).status).toBe('pending');
    t.clock.set(new Date(Date.parse(NOW) + 10 * DAY).toISOString());
    try {
      await advance();
    } finally {
      t.clock.set(NOW);
    }
    expect((await rowOf(later)).status).toBe('payable');
    expect((await rowOf(paid)).status).toBe('paid');
    expect((await rowOf(cancelled)).status).toBe('cancelled');
  });

  it("an account-billed sale stays new until its buyer's balance is paid", async () => {
    const buyer = await accountOf(t, 'admin@numberyard.test');
    const { ledger } = t.composed.modules.billing;
    const charge = {
      kind: 'charge' as const,
      amountCents: 5_000,
      description: 'Number',
      reference: 'test:btA',
    };
    await withContext(t.orm, () => ledger.record({ accountId: buyer, entries: [charge] }));
    const id = await record({
      status: 'new',
      createdAt: '2026-10-01T12:00:00Z',
      data: { funding: { kind: 'account', paymentIntentId: null, buyerAccountId: buyer } },
    });
    await advance();
    expect((await rowOf(id)).status).toBe('new');
    const payment = {
      kind: 'payment' as const,
      amountCents: 5_000,
      description: 'Paid',
      reference: 'test:btA:paid',
    };
    await withContext(t.orm, () => ledger.record({ accountId: buyer, entries: [payment] }));
    await advance();
    expect((await rowOf(id)).status).toBe('payable');
  });
});

describe('PATCH /api/brokerage/transactions/{id}: early payout (employees)', () => {
  it('an employee makes a pending transaction payable now; the rule refuses the rest with 409', async () => {
    const held = await record({ brokerAccountId: house, status: 'pending', createdAt: NOW });
    const response = await patch(held, NOW);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'payable',
      payable: true,
      payableDate: '2026-11-28T12:00:00.000Z',
    });

    const [audited] = await auditOf(held);
    expect(audited).toMatchObject({
      action: 'brokerageTransaction.earlyPayout',
      before: { status: 'pending' },
      after: { status: 'payable' },
    });

    const again = await patch(held, NOW);
    expect(again.status).toBe(409);
    expect((await again.json()).message).toMatch(/only for pending/);
    const overdue = await record({
      brokerAccountId: house,
      status: 'pending',
      createdAt: '2026-10-01T12:00:00Z',
    });
    expect((await patch(overdue, NOW)).status).toBe(409);
    const later = await record({ brokerAccountId: house, status: 'pending', createdAt: NOW });
    expect((await patch(later, '2027-06-01T00:00:00Z')).status).toBe(409);
    expect((await rowOf(later)).status).toBe('pending');
  });

  it("a broker who is not an employee gets 403; another broker's transaction 404", async () => {
    const mine = await record({ status: 'pending', createdAt: NOW });
    expect((await patch(mine, NOW, brokerCookie)).status).toBe(403);
    expect(new Date((await rowOf(mine)).payable_date).toISOString()).toBe('2026-12-08T12:00:00.000Z');
    expect((await patch(mine, NOW)).status).toBe(404);
  });
});

describe('POST /api/brokerage/transactions/{id}/cancelSale (employees)', () => {
  it('cancels an unpaid sale once; other types and paid-out sales answer 409', async () => {
    const sale = await record({ brokerAccountId: house, status: 'payable' });
    const response = await cancelSale(sale);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'cancelled',
      saleStatus: 'cancelled',
      payable: false,
    });
    expect((await auditOf(sale)).map((entry) => entry.action)).toEqual(['brokerageTransaction.cancelSale']);
    expect((await cancelSale(sale)).status).toBe(409);
    expect(await auditOf(sale)).toHaveLength(1);
    const nrc = await record({ brokerAccountId: house, type: 'licenseNrc' });
    expect((await cancelSale(nrc)).status).toBe(409);
    const paid = await record({ brokerAccountId: house, status: 'paid', payoutId: 998 });
    const refused = await cancelSale(paid);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe('This sale was already paid out; it cannot be cancelled.');
  });

  it("a broker gets 403 on their own sale; staff get 404 on another broker's", async () => {
    const sale = await record({ status: 'payable' });
    expect((await cancelSale(sale, brokerCookie)).status).toBe(403);
    expect((await cancelSale(sale)).status).toBe(404);
    expect((await rowOf(sale)).status).toBe('payable');
  });
});

describe('POST /api/brokerage/requestPayout', () => {
  it('an account payout pays only payable rows: any other id is 422 naming it and nothing changes', async () => {
    const a = await record({ purchaseAmount: 10_000 });
    const b = await record({ status: 'pending', createdAt: '2026-10-01T12:00:00Z', purchaseAmount: 5_000 });
    const notYet = await record({ status: 'pending', createdAt: NOW });
    const others = await record({ brokerAccountId: house });

    for (const bad of [notYet, others]) {
      const refused = await requestPayout({ type: 'account', brokerageTransactionIds: [a, bad] });
      expect(refused.status).toBe(422);
      expect((await refused.json()).message).toBe(
        `These transactions cannot be paid out: ${bad}. Only payable transactions can be paid out.`,
      );
    }
    expect((await rowOf(a)).payout_id).toBeNull();

    const response = await requestPayout({ type: 'account', brokerageTransactionIds: [a, b] });
    expect(response.status, await response.clone().text()).toBe(200);
    const payout = await response.json();
    expect(payout).toMatchObject({
      amount: 6_000 + 3_000,
      status: 'paid',
      type: 'account',
      typeLabel: 'Account',
      createDate: '2026-11-28T12:00:00.000Z',
      brokerageTransactions: [
        { brokerageTransactionId: a, payoutAmount: 6_000 },
        { brokerageTransactionId: b, payoutAmount: 3_000 },
      ],
    });
    expect(payout.note).toBeUndefined();
    expect(await rowOf(a)).toMatchObject({ status: 'paid', payout_id: payout.payoutId });
    expect(await ledgerOf(broker, `brokerPayout:${payout.payoutId}`)).toEqual([
      { kind: 'credit', amount_cents: 9_000 },
    ]);
    expect((await requestPayout({ type: 'account', brokerageTransactionIds: [a] })).status).toBe(422);
  });

  it('two concurrent requests over the same transactions pay each once', async () => {
    const ids = [await record({}), await record({}), await record({})];
    const [first, second] = await Promise.all([
      requestPayout({ type: 'account', brokerageTransactionIds: ids }),
      requestPayout({ type: 'account', brokerageTransactionIds: [...ids].reverse() }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 422]);
    const rows = await Promise.all(ids.map(rowOf));
    expect(new Set(rows.map((row) => row.payout_id)).size).toBe(1);
    const payoutId = rows[0]!.payout_id!;
    const payouts = await t.sql('select * from brokerage.payout where payout_id = $1 or status <> $2', [
      payoutId,
      'paid',
    ]);
    expect(payouts).toHaveLength(1);
    expect(await ledgerOf(broker, `brokerPayout:${payoutId}`)).toHaveLength(1);
  });

  it("ACH without taxpayer information is refused with Manage ACH's hint; nothing is claimed", async () => {
    const id = await record({});
    const response = await requestPayout({ type: 'ach', brokerageTransactionIds: [id] });
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe("You don't have taxpayer information on file.");
    expect((await rowOf(id)).payout_id).toBeNull();
  });
});

describe('ACH and PayPal payouts through the PayoutRails port (in-memory rails)', () => {
  const rails = new FakePayoutRails();
  const pay = (ids: number[], type: 'ach' | 'paypal' = 'ach') =>
    withContext(t.orm, () =>
      makeRequestPayout({
        transactions: new MikroOrmBrokerageTransactions(() => currentEm(t.orm)),
        payouts: new MikroOrmPayouts(() => currentEm(t.orm)),
        billing: billingEarnings(t.composed.modules.billing),
        rails,
        clock: t.clock,
        tx: t.composed.ports.tx,
      })({ brokerAccountId: broker, isEmployee: false, type, brokerageTransactionIds: ids }),
    );

  it("the rails' refusal (spec 3's hint) comes before any claim", async () => {
    const id = await record({});
    rails.refuse.ach = 'Your bank account information has not yet been verified, unable to ACH payout';
    await expect(pay([id])).rejects.toThrow('Your bank account information has not yet been verified');
    rails.reset();
    expect((await rowOf(id)).payout_id).toBeNull();
  });

  it('a send the provider refuses releases the claim: the payout failed, the transactions stay payable', async () => {
    const id = await record({});
    rails.failNext = 'The bank refused the transfer.';
    await expect(pay([id])).rejects.toThrow('The bank refused the transfer.');
    expect(await rowOf(id)).toMatchObject({ status: 'payable', payout_id: null });
    const [failed] = await t.sql<{ status: string; note: string }>(
      "select status, note from brokerage.payout where type = 'ach' order by payout_id desc limit 1",
    );
    expect(failed).toEqual({ status: 'failed', note: 'The bank refused the transfer.' });

    const payout = await pay([id], 'paypal');
    expect(payout).toMatchObject({ status: 'paid', type: 'paypal', amount: 6_000 });
    expect(rails.sent.get(payout.payoutId)).toEqual({
      brokerAccountId: broker,
      type: 'paypal',
      amountCents: 6_000,
    });
    expect(await rowOf(id)).toMatchObject({ status: 'paid', payout_id: payout.payoutId });
  });
});

describe('GET /api/brokerage/payouts', () => {
  it("lists the broker's payouts newest first with their transactions; amount is searched in dollars", async () => {
    const response = await t.request('/api/brokerage/payouts', { cookie: brokerCookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBeGreaterThanOrEqual(3);
    const dates = body.data.map((row: { createDate: string; payoutId: number }) => row.payoutId);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(body.data.every((row: { note?: string }) => row.note === undefined)).toBe(true);

    const ninety = await (
      await t.request('/api/brokerage/payouts?amount=90', { cookie: brokerCookie })
    ).json();
    expect(ninety.data.map((row: { amount: number }) => row.amount)).toEqual([9_000]);
    const id = ninety.data[0].payoutId;
    const byId = await (
      await t.request(`/api/brokerage/payouts?payoutId=${id}`, { cookie: brokerCookie })
    ).json();
    expect(byId.data[0].brokerageTransactions).toHaveLength(2);
    const failed = await (
      await t.request('/api/brokerage/payouts?status=failed', { cookie: brokerCookie })
    ).json();
    expect(failed.total).toBe(1);
    expect((await t.request('/api/brokerage/payouts?amount=ninety', { cookie: brokerCookie })).status).toBe(
      400,
    );
    const huge = await t.request('/api/brokerage/payouts?amount[$lt]=99999999999', { cookie: brokerCookie });
    expect(huge.status).toBe(400);
    expect((await huge.json()).errors).toEqual({
      amount: 'Amount must be a dollar amount up to 21474836.47.',
    });
  });

  it('format=csv and Accept: text/csv answer payouts_{date}.csv', async () => {
    for (const [query, headers] of [
      ['?format=csv&amount=90', {}],
      ['?amount=90', { accept: 'text/csv' }],
    ] as const) {
      const csv = await t.request(`/api/brokerage/payouts${query}`, { cookie: brokerCookie, headers });
      expect(csv.status).toBe(200);
      expect(csv.headers.get('Content-Disposition')).toContain('payouts_2026-11-28.csv');
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toBe('Payout id,Amount,Status,Type,Payout date,Phone numbers');
      expect(lines[1]).toMatch(/^\d+,90\.00,paid,Account,2026-11-28,\(201\) 456-\d{4} \(201\) 456-\d{4}$/);
    }
  });

  it("GET one: the broker's own, another broker's 404, a customer 403; employees see the note", async () => {
    const [mine] = await t.sql<{ payout_id: number }>(
      'select payout_id from brokerage.payout where broker_account_id = $1 limit 1',
      [broker],
    );
    const own = await t.request(`/api/brokerage/payouts/${mine!.payout_id}`, { cookie: brokerCookie });
    expect(own.status).toBe(200);
    expect(
      (await t.request(`/api/brokerage/payouts/${mine!.payout_id}`, { cookie: staffCookie })).status,
    ).toBe(404);
    const customer = await logIn(t, 'admin@numberyard.test');
    expect((await t.request('/api/brokerage/payouts', { cookie: customer })).status).toBe(403);
    const staffList = await (await t.request('/api/brokerage/payouts', { cookie: staffCookie })).json();
    expect(staffList.data.every((row: object) => 'note' in row)).toBe(true);
  });
});

describe('chargebacks: Stripe charge.dispute.created', () => {
  const deliver = (id: string, dispute: string, paymentIntent: string) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'charge.dispute.created',
      data: { object: { id: dispute, object: 'dispute', payment_intent: paymentIntent, amount: 10_000 } },
    });
    const signature = signWebhookPayload(
      payload,
      DEVELOPMENT_WEBHOOK_SECRET,
      Math.floor(t.clock.now().getTime() / 1000),
    );
    return t.request('/api/stripe/webhook', {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };
  const funded = (pi: string) => ({ funding: { kind: 'card', paymentIntentId: pi, buyerAccountId: null } });

  it('cancels an unpaid transaction the disputed payment funded; a redelivery changes nothing', async () => {
    const id = await record({ status: 'pending', createdAt: NOW, data: funded('pi_disputed_1') });
    expect((await deliver('evt_dp_1', 'dp_1', 'pi_disputed_1')).status).toBe(200);
    const row = await rowOf(id);
    expect(row.status).toBe('cancelled');
    expect(row.data).toMatchObject({
      saleStatus: 'cancelled',
      cancelReason: 'chargeback',
      disputeId: 'dp_1',
    });
    expect((await deliver('evt_dp_1', 'dp_1', 'pi_disputed_1')).status).toBe(200);
    await advance();
    expect((await rowOf(id)).status).toBe('cancelled');
    expect((await requestPayout({ type: 'account', brokerageTransactionIds: [id] })).status).toBe(422);
  });

  it("debits the broker's ledger once when the transaction was already paid out", async () => {
    const id = await record({ status: 'paid', payoutId: 997, data: funded('pi_disputed_2') });
    expect((await deliver('evt_dp_2', 'dp_2', 'pi_disputed_2')).status).toBe(200);
    expect((await deliver('evt_dp_2', 'dp_2', 'pi_disputed_2')).status).toBe(200);
    expect((await deliver('evt_dp_2_again', 'dp_2', 'pi_disputed_2')).status).toBe(200);
    expect(await ledgerOf(broker, `chargeback:dp_2:${id}`)).toEqual([
      { kind: 'charge', amount_cents: 6_000 },
    ]);
    expect((await rowOf(id)).status).toBe('paid');
  });
});

describe('GET /api/admin/reports/1099 (staff)', () => {
  it('lists brokers whose paid payouts in the year exceed $600, JSON and CSV; others 403', async () => {
    await t.sql(
      `insert into brokerage.payout (broker_account_id, amount, status, type, create_date)
       values ($1, 40000, 'paid', 'ach', '2025-06-01'), ($1, 60000, 'paid', 'ach', '2025-07-01'),
              ($1, 90000, 'failed', 'ach', '2025-07-02'), ($2, 60000, 'paid', 'account', '2025-08-01'),
              ($1, 99900, 'paid', 'ach', '2024-12-31T23:59:59Z')`,
      [broker, house],
    );
    const response = await t.request('/api/admin/reports/1099?year=2025', { cookie: staffCookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      year: 2025,
      thresholdCents: 60_000,
      data: [
        { brokerAccountId: broker, name: 'Vanity Numbers Brokerage', totalCents: 100_000, payoutCount: 2 },
      ],
    });
    const csv = await t.request('/api/admin/reports/1099?year=2025&format=csv', { cookie: staffCookie });
    expect(csv.headers.get('Content-Disposition')).toContain('1099-report-2025.csv');
    expect((await csv.text()).trim().split('\r\n')).toEqual([
      'Broker account id,Name,Total,Payouts',
      `${broker},Vanity Numbers Brokerage,1000.00,2`,
    ]);
    expect((await t.request('/api/admin/reports/1099?year=2025', { cookie: brokerCookie })).status).toBe(403);
    expect((await t.request('/api/admin/reports/1099', { cookie: staffCookie })).status).toBe(400);
  });
});
