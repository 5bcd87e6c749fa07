import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MikroOrmBrokerageTransactions,
  MikroOrmLicenses,
} from '../../../src/modules/brokerage/adapters/db/mikro-orm-earnings.ts';
import {
  BrokerageTransaction,
  type BrokerageTransactionStatus,
  type BrokerageTransactionType,
} from '../../../src/modules/brokerage/domain/brokerage-transaction.ts';
import { License } from '../../../src/modules/brokerage/domain/license.ts';
import { currentEm, withContext } from '../../../src/platform/db/unit-of-work.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { accountOf } from './licences-kit.ts';

let t: TestApp;
let brokerCookie: string;
const ids: Record<string, number> = {};

/** A transaction recorded straight through the repository, as checkout and billing record them. */
async function record(
  key: string,
  input: {
    brokerAccountId: number;
    tn: string;
    type: BrokerageTransactionType;
    purchaseAmount: number;
    createdAt: string;
    firstOfNumber: boolean;
    status?: BrokerageTransactionStatus;
    payoutId?: number;
    data?: Record<string, unknown>;
  },
) {
  const transaction = new BrokerageTransaction({
    ...input,
    now: new Date(input.createdAt),
    sourceReference: `test:${key}`,
  });
  if (input.status) transaction.status = input.status;
  transaction.payoutId = input.payoutId ?? null;
  await withContext(t.orm, () => new MikroOrmBrokerageTransactions(() => currentEm(t.orm)).add(transaction));
  ids[key] = transaction.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-28T12:00:00Z' });
  await seedLogins(t);
  const broker = await accountOf(t, 'broker@numberyard.test');
  const house = await accountOf(t, 'staff@numberyard.test');
  brokerCookie = await logIn(t, 'broker@numberyard.test');
  // Payable by the clock (pending: collected, its 30-day hold ended 2026-10-31): payout 6000.
  await record('saleDue', {
    brokerAccountId: broker,
    tn: '+12014568001',
    type: 'sale',
    purchaseAmount: 10_000,
    createdAt: '2026-10-01T12:00:00Z',
    firstOfNumber: true,
    status: 'pending',
    data: { tnType: 'offnet' },
  });
  // Held until 2026-11-28T13:00: payout 1500.
  await record('nrcHeld', {
    brokerAccountId: broker,
    tn: '+12014568002',
    type: 'licenseNrc',
    purchaseAmount: 2_500,
    createdAt: '2026-11-18T13:00:00Z',
    firstOfNumber: false,
    status: 'pending',
    data: { licenseId: 4, monthlyFee: 995, annualIncrease: 3 },
  });
  // Paid out already: payout 600.
  await record('mrcPaid', {
    brokerAccountId: broker,
    tn: '+12014568002',
    type: 'licenseMrc',
    purchaseAmount: 1_000,
    createdAt: '2026-11-01T12:00:00Z',
    firstOfNumber: false,
    status: 'paid',
    payoutId: 7,
    data: { licenseId: 4 },
  });
  // Marked payable (an early payout) though its date is ahead: payout 3000.
  await record('salePayable', {
    brokerAccountId: broker,
    tn: '+12014568003',
    type: 'sale',
    purchaseAmount: 5_000,
    createdAt: '2026-11-27T12:00:00Z',
    firstOfNumber: true,
    status: 'payable',
  });
  await record('houseSale', {
    brokerAccountId: house,
    tn: '+12015557099',
    type: 'sale',
    purchaseAmount: 7_000,
    createdAt: '2026-11-02T12:00:00Z',
    firstOfNumber: true,
  });
});
afterAll(() => t.close());

const get = (query = '', cookie = brokerCookie, headers: Record<string, string> = {}) =>
  t.request(`/api/brokerage/transactions${query}`, { cookie, headers });
const idsOf = async (query: string) => {
  const response = await get(query);
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()).data as { brokerageTransactionId: number }[]).map(
    (row) => row.brokerageTransactionId,
  );
};

describe("GET /api/brokerage/transactions: the broker's earnings", () => {
  it("lists only the broker's own rows, newest createDate first, with spec 3's fields", async () => {
    const response = await get();
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(4);
    expect(body.data.map((row: { brokerageTransactionId: number }) => row.brokerageTransactionId)).toEqual([
      ids.salePayable,
      ids.nrcHeld,
      ids.mrcPaid,
      ids.saleDue,
    ]);
    expect(body.aggregations).toBeUndefined();
    expect(body.data[3]).toEqual({
      brokerageTransactionId: ids.saleDue,
      payoutId: null,
      tn: '+12014568001',
      spelling: null,
      formattedTn: '(201) 456-8001',
      payoutAmount: 6_000,
      type: 'sale',
      status: 'pending',
      payable: true,
      createDate: '2026-10-01T12:00:00.000Z',
      payableDate: '2026-10-31T12:00:00.000Z',
      feeAmount: 4_000,
      purchaseAmount: 10_000,
      pigPickPercentage: 0,
      tnType: 'offnet',
      saleStatus: null,
    });
    expect(body.data[1]).toMatchObject({
      type: 'licenseNrc',
      payable: false,
      oneTimeSetupFee: 2_500,
      monthlyFee: 995,
      licenseAnnualIncrease: 3,
      licenseId: 4,
    });
  });

  it('filters by type, status, payoutId, payoutAmount in cents and dates', async () => {
    expect(await idsOf('?type=sale')).toEqual([ids.salePayable, ids.saleDue]);
    expect(await idsOf('?status[$in]=new&status[$in]=pending')).toEqual([ids.nrcHeld, ids.saleDue]);
    expect(await idsOf('?payoutId=7')).toEqual([ids.mrcPaid]);
    expect(await idsOf('?payoutAmount[$gte]=3000')).toEqual([ids.salePayable, ids.saleDue]);
    expect(await idsOf('?createDate[$gte]=2026-11-15')).toEqual([ids.salePayable, ids.nrcHeld]);
    expect(await idsOf('?tn=%2B12014568002&$sort[payableDate]=-1')).toEqual([ids.nrcHeld, ids.mrcPaid]);
    expect((await get('?type=refund')).status).toBe(400);
  });

  it('aggregations payoutTotal and payoutCount cover every matching row, not the page', async () => {
    const body = await (await get('?$limit=1&$aggregations=payoutTotal,payoutCount')).json();
    expect(body.data).toHaveLength(1);
    expect(body.aggregations).toEqual({ payoutTotal: 6_000 + 1_500 + 600 + 3_000, payoutCount: 4 });
    const sales = await (await get('?type=sale&$aggregations=payoutTotal')).json();
    expect(sales.aggregations).toEqual({ payoutTotal: 9_000 });
    expect((await get('?$aggregations=average')).status).toBe(400);
  });

  it('payable=true is status payable, or pending whose payableDate has come by the Clock', async () => {
    const body = await (await get('?payable=true&$aggregations=payoutTotal,payoutCount')).json();
    expect(body.data.map((row: { brokerageTransactionId: number }) => row.brokerageTransactionId)).toEqual([
      ids.salePayable,
      ids.saleDue,
    ]);
    expect(body.aggregations).toEqual({ payoutTotal: 9_000, payoutCount: 2 });
    t.clock.set('2026-11-28T13:00:00Z');
    try {
      expect(await idsOf('?payable=true')).toEqual([ids.salePayable, ids.nrcHeld, ids.saleDue]);
    } finally {
      t.clock.set('2026-11-28T12:00:00Z');
    }
  });

  it('Accept: text/csv answers every matching row as brokerage-transactions-{date}.csv', async () => {
    const csv = await get('?$limit=1', brokerCookie, { accept: 'text/csv' });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toContain('brokerage-transactions-2026-11-28.csv');
    const lines = (await csv.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Phone number,Type,Status,Payout,Purchase,Fee,Sale status,Created,Payable date,Payout id,Transaction id',
    );
    expect(lines).toHaveLength(5);
    expect(lines).toContain(
      `(201) 456-8001,sale,pending,60.00,100.00,40.00,completed,2026-10-01,2026-10-31,,${ids.saleDue}`,
    );
  });

  it('a customer who is not a broker gets 403; an API token of the broker works', async () => {
    const customer = await logIn(t, 'admin@numberyard.test');
    expect((await get('', customer)).status).toBe(403);
    const created = await t.request('/api/apiTokens', {
      method: 'POST',
      cookie: brokerCookie,
      json: { name: 'earnings' },
    });
    const { token } = await created.json();
    const response = await t.request('/api/brokerage/transactions', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).total).toBe(4);
  });
});

describe('GET /api/brokerage/transactions/{brokerageTransactionId}', () => {
  it('answers the full transaction', async () => {
    const response = await t.request(`/api/brokerage/transactions/${ids.mrcPaid}`, { cookie: brokerCookie });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      brokerageTransactionId: ids.mrcPaid,
      type: 'licenseMrc',
      status: 'paid',
      payoutId: 7,
      payoutAmount: 600,
      payable: false,
      monthlyFee: 1_000,
      oneTimeSetupFee: null,
    });
  });

  it("another broker's transaction answers 404", async () => {
    const response = await t.request(`/api/brokerage/transactions/${ids.houseSale}`, {
      cookie: brokerCookie,
    });
    expect(response.status).toBe(404);
    expect((await response.json()).code).toBe('brokerage.transaction_not_found');
  });
});

describe("spec 3's per-type fields", () => {
  it('licence rows carry their licence (one query per page); embedded and affiliate rows their sale', async () => {
    const broker = await accountOf(t, 'broker@numberyard.test');
    const licence = new License({
      tn: '+12014568009',
      brokerAccountId: broker,
      licenseeAccountId: await accountOf(t, 'admin@numberyard.test'),
      oneTimeSetupFee: 2_000,
      monthlyFee: 900,
      annualIncrease: 5,
      now: new Date('2025-12-01T00:00:00Z'),
      sourceReference: 'test:licence-fields',
    });
    licence.end('cancelled', new Date('2026-11-20T00:00:00Z'));
    await withContext(t.orm, () => new MikroOrmLicenses(() => currentEm(t.orm)).add(licence));
    for (const month of ['10', '11'])
      await record(`mrc${month}`, {
        brokerAccountId: broker,
        tn: licence.tn,
        type: 'licenseMrc',
        purchaseAmount: 900,
        createdAt: `2026-${month}-01T00:00:00Z`,
        firstOfNumber: false,
        data: { licenseId: licence.id, annualIncrease: 5 },
      });
    await record('embedded', {
      brokerAccountId: broker,
      tn: '+12014568010',
      type: 'embedded',
      purchaseAmount: 5_000,
      createdAt: '2026-11-03T00:00:00Z',
      firstOfNumber: true,
      data: {
        customerName: 'Ada Buyer',
        customerEmail: 'ada@example.com',
        customerPhone: '+12025550100',
        embeddedSaleStatus: 'completed',
      },
    });
    await record('affiliate', {
      brokerAccountId: broker,
      tn: '+12014568011',
      type: 'affiliate',
      purchaseAmount: 4_000,
      createdAt: '2026-11-04T00:00:00Z',
      firstOfNumber: true,
      data: { affiliateSaleStatus: 'completed', saleStatus: 'cancelled' },
    });

    const months = await (await get('?type=licenseMrc&$sort[createDate]=-1')).json();
    const ours = months.data.filter((row: { tn: string }) => row.tn === licence.tn);
    expect(ours).toHaveLength(2);
    for (const row of ours)
      expect(row).toMatchObject({
        monthlyFee: 900,
        licenseAnnualIncrease: 5,
        licenseStatus: 'deleted',
        anniversaryDate: '2026-12-01T00:00:00.000Z',
        endDate: '2026-11-20T00:00:00.000Z',
      });
    // A licence id that is not the broker's licence (or not found) leaves the licence fields empty.
    const other = months.data.find(
      (row: { brokerageTransactionId: number }) => row.brokerageTransactionId === ids.mrcPaid,
    );
    expect(other).toMatchObject({ licenseStatus: null, anniversaryDate: null, endDate: null });

    const embedded = await (
      await t.request(`/api/brokerage/transactions/${ids.embedded}`, { cookie: brokerCookie })
    ).json();
    expect(embedded).toMatchObject({
      purchaseAmount: 5_000,
      customerName: 'Ada Buyer',
      customerEmail: 'ada@example.com',
      customerPhone: '+12025550100',
      embeddedSaleStatus: 'completed',
    });
    const affiliate = await (
      await t.request(`/api/brokerage/transactions/${ids.affiliate}`, { cookie: brokerCookie })
    ).json();
    // A chargeback's cancellation wins over the recorded status.
    expect(affiliate).toMatchObject({ purchaseAmount: 4_000, affiliateSaleStatus: 'cancelled' });
  });
});
