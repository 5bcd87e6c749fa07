import type { components } from '../../src/api/schema.d.ts';
import { backend, http, page } from './backend.ts';

type Schemas = components['schemas'];

/** The account's billing as the fake answers it; tests set what they need (reset by billingBackendReset). */
export const billingBackend = {
  summary: null as Schemas['BillingSummary'] | null,
  ledger: [] as Schemas['LedgerLine'][],
  months: [] as Schemas['StatementMonths']['data'],
  statements: new Map<string, Schemas['Statement']>(),
  /** The balance pay-now answers after a payment. */
  balanceAfterPayment: 0,
};

export function resetBillingBackend(): void {
  billingBackend.summary = {
    balance: 0,
    creditLimit: 0,
    card: null,
    nextCharge: { date: null, lines: [], total: 0 },
  };
  billingBackend.ledger = [];
  billingBackend.months = [];
  billingBackend.statements = new Map();
  billingBackend.balanceAfterPayment = 0;
}

/** The billing routes and the SetupIntent routes of the payment-method page; `server.use(...)` them in a test file. */
export const billingHandlers = [
  http.get('/api/accounts/billing', ({ response }) => response(200).json(billingBackend.summary!)),
  http.get('/api/accounts/ledger', ({ query, response }) =>
    response(200).json(page(billingBackend.ledger, query)),
  ),
  http.get('/api/accounts/statements', ({ response }) => response(200).json({ data: billingBackend.months })),
  http.get('/api/accounts/statements/{month}', ({ params, response }) => {
    const statement = billingBackend.statements.get(params.month);
    return statement
      ? response(200).json(statement)
      : response(200).json({ month: params.month, openingBalance: 0, lines: [], closingBalance: 0 });
  }),
  http.post('/api/accounts/pay-now', async ({ request, response }) => {
    backend.calls.push({ operation: 'payNow', body: await request.json() });
    return response(200).json({
      paymentIntentId: 'pi_sim_paid',
      balance: billingBackend.balanceAfterPayment,
    });
  }),
  http.post('/api/stripe-setup-intents', async ({ request, response }) => {
    backend.calls.push({ operation: 'createSetupIntent', body: await request.json() });
    return response(201).json({ id: 'seti_sim_test0001', client_secret: 'seti_sim_test0001_secret_test' });
  }),
  http.post('/api/payment-simulator/setup-intents/{id}/confirm', async ({ request, response }) => {
    backend.calls.push({ operation: 'confirmSimulatedSetup', body: await request.json() });
    return response(200).json({ id: 'seti_sim_test0001', status: 'succeeded' });
  }),
  http.patch('/api/stripe-setup-intents/{id}', async ({ params, request, response }) => {
    backend.calls.push({ operation: 'saveSetupIntent', body: await request.json() });
    return response(200).json({ id: params.id });
  }),
];
