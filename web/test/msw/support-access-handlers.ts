import type { components } from '../../src/api/schema.d.ts';
import { backend, http, notSignedIn, page } from './backend.ts';

export type AccountSearchResult = components['schemas']['AccountSearchResult'];

/** An account as GET /api/admin/accounts answers it: no support access yet. */
export function searchedAccount(
  accountId: number,
  overrides: Partial<AccountSearchResult> = {},
): AccountSearchResult {
  return {
    accountId,
    company: 'Acme Parking Co',
    brandingId: 1,
    adminEmail: 'admin@acme.example',
    support: false,
    ...overrides,
  };
}

/** The fake's accounts (every search answers them all: matching is the server's, tested there). */
export const supportBackend = { accounts: [] as AccountSearchResult[] };

const refusal = () => {
  if (!backend.profile.isLoggedIn) return { status: 401 as const, body: notSignedIn };
  if (backend.profile.isEmployee || backend.profile.adminUser) return null;
  return {
    status: 403 as const,
    body: { name: 'ForbiddenError', code: 'auth.forbidden', message: 'You are not allowed to do this.' },
  };
};
const noAccount = { name: 'NotFound', code: 'accounts.account_not_found', message: 'No such account.' };
const find = (id: string | number) => supportBackend.accounts.find((row) => row.accountId === Number(id));

/** The fake /api/admin/accounts: staff only; support access joins the profile's accounts, so switching works. */
export const supportAccessHandlers = [
  http.get('/api/admin/accounts', ({ query, response }) => {
    const refused = refusal();
    if (refused) return response(refused.status).json(refused.body);
    backend.calls.push({ operation: 'searchAccounts', body: query });
    return response(200).json(page(supportBackend.accounts, query));
  }),

  http.post('/api/admin/accounts/{accountId}/support', ({ params, response }) => {
    const refused = refusal();
    if (refused) return response(refused.status).json(refused.body);
    backend.calls.push({ operation: 'startSupport', body: { accountId: Number(params.accountId) } });
    const account = find(params.accountId);
    if (!account) return response(404).json(noAccount);
    account.support = true;
    const nickname = `${account.company} (support)`;
    backend.profile.accounts = [
      ...backend.profile.accounts.filter((entry) => entry.accountId !== account.accountId),
      {
        accountId: account.accountId,
        nickname,
        company: account.company,
        name: '',
        brandingId: account.brandingId,
        role: 'admin',
        currentAccount: false,
      },
    ];
    const { accountId, company, brandingId } = account;
    return response(201).json({ accountId, userId: 503, company, brandingId, role: 'admin', nickname });
  }),

  http.delete('/api/admin/accounts/{accountId}/support', ({ params, response }) => {
    const refused = refusal();
    if (refused) return response(refused.status).json(refused.body);
    backend.calls.push({ operation: 'endSupport', body: { accountId: Number(params.accountId) } });
    const account = find(params.accountId);
    if (!account?.support)
      return response(404).json({
        name: 'NotFound',
        code: 'accounts.support_not_found',
        message: 'You have no support access to this account.',
      });
    account.support = false;
    return response(204).empty();
  }),
];
