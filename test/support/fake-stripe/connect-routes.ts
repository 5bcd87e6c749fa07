import type { FakeStripe } from './fake-stripe-server.ts';

/** What the Connect fake moved: transfers to connected accounts and payouts from them to their banks. */
export interface ConnectLedger {
  accounts: Map<string, { externalAccounts: string[] }>;
  transfers: Array<{ id: string; amount: number; destination: string }>;
  payouts: Array<{ id: string; amount: number; account: string }>;
}

/**
 * The Stripe Connect endpoints the payout gateway calls (docs/adr/0063), in memory: Custom connected accounts,
 * their external bank accounts, transfers to them and payouts from them. The server's idempotency replay means
 * a repeated key moves nothing twice, as at Stripe.
 */
export function addConnectRoutes(fake: FakeStripe): ConnectLedger {
  const ledger: ConnectLedger = { accounts: new Map(), transfers: [], payouts: [] };
  fake.route('POST', '/v1/accounts', (request) => {
    const id = fake.newId('acct');
    ledger.accounts.set(id, { externalAccounts: [] });
    return { body: { id, object: 'account', type: request.body.type, metadata: request.body.metadata } };
  });
  fake.route('POST', '/v1/accounts/:id/external_accounts', (request, { id }) => {
    const account = ledger.accounts.get(id!);
    if (!account)
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such account' } } };
    const external = request.body.external_account as Record<string, string>;
    const bankId = fake.newId('ba');
    account.externalAccounts.push(bankId);
    return {
      body: { id: bankId, object: 'bank_account', account: id, last4: external.account_number?.slice(-4) },
    };
  });
  fake.route('POST', '/v1/transfers', (request) => {
    const transfer = {
      id: fake.newId('tr'),
      amount: Number(request.body.amount),
      destination: String(request.body.destination),
    };
    ledger.transfers.push(transfer);
    return { body: { object: 'transfer', ...transfer } };
  });
  fake.route('POST', '/v1/payouts', (request) => {
    const payout = {
      id: fake.newId('po'),
      amount: Number(request.body.amount),
      account: request.stripeAccount ?? 'platform',
    };
    ledger.payouts.push(payout);
    return { body: { object: 'payout', id: payout.id, amount: payout.amount } };
  });
  return ledger;
}
