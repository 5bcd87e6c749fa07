import type { components } from '../../src/api/schema.d.ts';
import { backend, http, notSignedIn, page } from './backend.ts';

export type DunningAccount = components['schemas']['DunningAccount'];

/** An account in dunning as GET /api/admin/dunning answers it: declined once, no retry yet. */
export function dunningAccount(accountId: number, overrides: Partial<DunningAccount> = {}): DunningAccount {
  return {
    accountId,
    name: 'Acme Parking Co',
    brandingId: 1,
    brandName: 'Numberyard',
    amountOwedCents: 1_195,
    firstFailedOn: '2026-11-15',
    retriesDone: 0,
    retriesScheduled: 3,
    nextRetryOn: '2026-11-16',
    licencesEndOn: '2026-11-29',
    licencesEndedOn: null,
    delayDays: 0,
    staffNote: '',
    lastDeclineReason: 'Your card was declined.',
    failedCharges: [
      {
        key: `recurring-payment:${accountId}:2026-11-15`,
        amountCents: 1_195,
        at: '2026-11-15T06:15:02.000Z',
        message: 'Your card was declined.',
      },
    ],
    card: { brand: 'visa', last4: '0002' },
    ...overrides,
  };
}

/** The fake's accounts in dunning and what the next retry does; set per test (the test resets it). */
export const dunningBackend = {
  accounts: [] as DunningAccount[],
  retryOutcome: 'declined' as 'paid' | 'declined',
};

const staffRefusal = () => {
  const { profile } = backend;
  if (!profile.isLoggedIn) return { status: 401 as const, body: notSignedIn };
  if (profile.isEmployee || profile.adminUser) return null;
  return {
    status: 403 as const,
    body: { name: 'ForbiddenError', code: 'auth.forbidden', message: 'You are not allowed to do this.' },
  };
};
const notInDunning = {
  name: 'NotFound',
  code: 'billing.dunning_not_found',
  message: 'This account is not in dunning.',
};
const find = (id: string | number) => dunningBackend.accounts.find((row) => row.accountId === Number(id));

/** The fake /api/admin/dunning: staff only, `retriesDone` filter, paging, retry now and extend. */
export const dunningHandlers = [
  http.get('/api/admin/dunning', ({ query, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    backend.calls.push({ operation: 'listDunningAccounts', body: query });
    const step = query.get('retriesDone');
    const rows = dunningBackend.accounts.filter((row) => step === null || row.retriesDone === Number(step));
    return response(200).json(page(rows, query));
  }),

  http.post('/api/admin/dunning/{accountId}/retry', ({ params, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    backend.calls.push({ operation: 'retryDunningNow', body: { accountId: Number(params.accountId) } });
    const account = find(params.accountId);
    if (!account) return response(404).json(notInDunning);
    const amountCents = account.amountOwedCents;
    if (dunningBackend.retryOutcome === 'paid') {
      dunningBackend.accounts = dunningBackend.accounts.filter((row) => row !== account);
      return response(200).json({ outcome: 'paid', amountCents, message: '' });
    }
    account.retriesDone += 1;
    return response(200).json({
      outcome: 'declined',
      amountCents,
      message: 'Your card has insufficient funds.',
    });
  }),

  http.post('/api/admin/dunning/{accountId}/extend', async ({ params, request, response }) => {
    const refused = staffRefusal();
    if (refused) return response(refused.status).json(refused.body);
    const body = await request.json();
    backend.calls.push({
      operation: 'extendDunning',
      body: { accountId: Number(params.accountId), ...body },
    });
    const account = find(params.accountId);
    if (!account) return response(404).json(notInDunning);
    Object.assign(account, {
      delayDays: account.delayDays + body.days,
      staffNote: body.note,
      nextRetryOn: '2026-11-23',
    });
    const { name: _n, brandingId: _b, brandName: _bn, failedCharges: _f, card: _c, ...state } = account;
    return response(200).json(state);
  }),
];
