import type { components } from '../../src/api/schema.d.ts';
import { backend, http, newId } from './backend.ts';

export type BrokerTransaction = components['schemas']['BrokerTransaction'];
export type BrokerPayout = components['schemas']['BrokerPayout'];
type PaypalConfig = components['schemas']['PaypalConfig'];

const PAYPAL_OFF: PaypalConfig = {
  enabled: false,
  env: null,
  client_id: null,
  merchant_id: null,
  redirect_uri: null,
};

/** PayPal configured (sandbox), returning to the Transactions screen. */
export const PAYPAL_SANDBOX: PaypalConfig = {
  enabled: true,
  env: 'sandbox',
  client_id: 'AbC123',
  merchant_id: 'MERCHANT42',
  redirect_uri: 'http://localhost:3000/account/broker/earnings/transactions',
};

/**
 * The fake Earnings API (transactions, payouts, payout requests). Not in the shared handlers list: the tests
 * of these screens add it with `server.use(...earningsHandlers)` after `resetEarnings()`. The rules (what is
 * payable, who may do what) are the server's; the fake keeps what a test set.
 */
export const earningsBackend = {
  transactions: [] as BrokerTransaction[],
  payouts: [] as BrokerPayout[],
  failList: false,
  /** A refusal of POST requestPayout, as the server would answer it (422 brokerage.payout_refused). */
  refusePayout: null as string | null,
  /** GET /api/brokerage/paypalConfig (PayPal not configured unless a test says so). */
  paypal: PAYPAL_OFF as PaypalConfig,
};

export function resetEarnings(): void {
  earningsBackend.transactions = [];
  earningsBackend.payouts = [];
  earningsBackend.failList = false;
  earningsBackend.refusePayout = null;
  earningsBackend.paypal = PAYPAL_OFF;
}

export function brokerTransaction(
  brokerageTransactionId: number,
  overrides: Partial<BrokerTransaction> = {},
): BrokerTransaction {
  const last4 = String(1000 + brokerageTransactionId).slice(-4);
  return {
    brokerageTransactionId,
    payoutId: null,
    tn: `+1201555${last4}`,
    spelling: null,
    formattedTn: `(201) 555-${last4}`,
    payoutAmount: 6_000,
    type: 'sale',
    status: 'new',
    payable: false,
    createDate: '2026-11-01T12:00:00.000Z',
    payableDate: '2026-12-01T12:00:00.000Z',
    feeAmount: 4_000,
    purchaseAmount: 10_000,
    pigPickPercentage: 0,
    tnType: 'offnet',
    ...overrides,
  };
}

export function brokerPayout(payoutId: number, overrides: Partial<BrokerPayout> = {}): BrokerPayout {
  return {
    payoutId,
    amount: 12_345,
    status: 'paid',
    type: 'account',
    typeLabel: 'Account',
    createDate: '2026-11-20T12:00:00.000Z',
    note: null,
    brokerageTransactions: [
      {
        brokerageTransactionId: payoutId * 10,
        tn: '+12015551001',
        formattedTn: '(201) 555-1001',
        payoutAmount: 6_000,
      },
      {
        brokerageTransactionId: payoutId * 10 + 1,
        tn: '+12015551002',
        formattedTn: '(201) 555-1002',
        payoutAmount: 6_345,
      },
    ],
    ...overrides,
  };
}

const notFound = { name: 'NotFound', code: 'not_found', message: 'Transaction not found.' };

function pageOf<T>(rows: T[], query: URLSearchParams) {
  const skip = Number(query.get('$skip') ?? 0);
  const limit = Number(query.get('$limit') ?? 10);
  return { data: rows.slice(skip, skip + limit), total: rows.length, limit, skip };
}

function sorted<T>(rows: T[], query: URLSearchParams): T[] {
  const key = [...query.keys()].find((name) => name.startsWith('$sort['));
  if (!key) return rows;
  const field = key.slice('$sort['.length, -1) as keyof T;
  const direction = Number(query.get(key));
  return [...rows].sort((a, b) => (a[field] < b[field] ? -direction : a[field] > b[field] ? direction : 0));
}

const findTransaction = (id: number) =>
  earningsBackend.transactions.find((row) => row.brokerageTransactionId === id);

export const earningsHandlers = [
  http.get('/api/brokerage/transactions', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    backend.calls.push({ operation: 'listBrokerTransactions', body: query });
    if (earningsBackend.failList) return response.untyped(new Response('Bad gateway', { status: 502 }));
    if (request.headers.get('accept') === 'text/csv') {
      backend.calls.push({ operation: 'downloadBrokerTransactionsCsv', body: query });
      return response(200).text('Phone number,Type,Status,Payout\r\n');
    }
    const type = query.get('type');
    const payoutId = query.get('payoutId');
    const rows = sorted(
      earningsBackend.transactions.filter(
        (row) =>
          (!type || row.type === type) &&
          (query.get('payable') !== 'true' || row.payable) &&
          (!payoutId || String(row.payoutId) === payoutId),
      ),
      query,
    );
    const wanted = (query.get('$aggregations') ?? '').split(',');
    return response(200).json({
      ...pageOf(rows, query),
      aggregations: {
        ...(wanted.includes('payoutTotal')
          ? { payoutTotal: rows.reduce((sum, row) => sum + row.payoutAmount, 0) }
          : {}),
        ...(wanted.includes('payoutCount') ? { payoutCount: rows.length } : {}),
      },
    });
  }),
  http.get('/api/brokerage/transactions/{brokerageTransactionId}', ({ params, response }) => {
    const row = findTransaction(Number(params.brokerageTransactionId));
    return row ? response(200).json(row) : response(404).json(notFound);
  }),
  http.patch(
    '/api/brokerage/transactions/{brokerageTransactionId}',
    async ({ params, request, response }) => {
      const body = await request.json();
      const id = Number(params.brokerageTransactionId);
      backend.calls.push({
        operation: 'patchBrokerTransaction',
        body: { brokerageTransactionId: id, ...body },
      });
      const row = findTransaction(id);
      if (!row) return response(404).json(notFound);
      Object.assign(row, { payableDate: body.payableDate, payable: true });
      return response(200).json(row);
    },
  ),
  http.post('/api/brokerage/transactions/{brokerageTransactionId}/cancelSale', ({ params, response }) => {
    const id = Number(params.brokerageTransactionId);
    backend.calls.push({ operation: 'cancelBrokerSale', body: { brokerageTransactionId: id } });
    const row = findTransaction(id);
    if (!row) return response(404).json(notFound);
    Object.assign(row, { status: 'cancelled', saleStatus: 'cancelled', payable: false });
    return response(200).json(row);
  }),
  http.post('/api/brokerage/requestPayout', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'requestBrokerPayout', body });
    const refusal = earningsBackend.refusePayout;
    if (refusal)
      return response(422).json({
        name: 'RuleViolation',
        code: 'brokerage.payout_refused',
        message: refusal,
      });
    const paid = earningsBackend.transactions.filter((row) =>
      body.brokerageTransactionIds.includes(row.brokerageTransactionId),
    );
    const payoutId = newId();
    for (const row of paid) Object.assign(row, { status: 'paid', payable: false, payoutId });
    const payout = brokerPayout(payoutId, {
      amount: paid.reduce((sum, row) => sum + row.payoutAmount, 0),
      type: body.type,
      brokerageTransactions: paid.map(({ brokerageTransactionId, tn, formattedTn, payoutAmount }) => ({
        brokerageTransactionId,
        tn,
        formattedTn,
        payoutAmount,
      })),
    });
    earningsBackend.payouts.unshift(payout);
    return response(200).json(payout);
  }),
  http.get('/api/brokerage/paypalConfig', ({ response }) => {
    backend.calls.push({ operation: 'getPaypalConfig', body: null });
    return response(200).json(earningsBackend.paypal);
  }),
  http.get('/api/brokerage/payouts', ({ request, response }) => {
    const query = new URL(request.url).searchParams;
    backend.calls.push({ operation: 'listBrokerPayouts', body: query });
    if (earningsBackend.failList) return response.untyped(new Response('Bad gateway', { status: 502 }));
    if (query.get('format') === 'csv') {
      backend.calls.push({ operation: 'downloadBrokerPayoutsCsv', body: query });
      return response(200).text('Payout ID,Amount,Status,Type,Payout date\r\n');
    }
    const payoutId = query.get('payoutId');
    // The API takes the amount in dollars and compares cents.
    const amount = query.get('amount');
    const rows = sorted(
      earningsBackend.payouts.filter(
        (row) =>
          (!payoutId || String(row.payoutId) === payoutId) &&
          (!amount || Math.round(Number(amount) * 100) === row.amount),
      ),
      query,
    );
    return response(200).json(pageOf(rows, query));
  }),
];
