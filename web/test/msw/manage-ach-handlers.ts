import {
  BANK_ACCOUNT_MESSAGES,
  bankAccountErrors,
  lastFour,
} from '../../../src/shared/bank-account-rules.ts';
import { normaliseTin, taxpayerErrors } from '../../../src/shared/taxpayer-rules.ts';
import type { components } from '../../src/api/schema.d.ts';
import { backend, http, newId } from './backend.ts';

type BankAccount = components['schemas']['BankAccount'];

/** The deposits the fake "sent"; the page's tests type them. */
export const TEST_DEPOSITS = [12, 34] as const;

/**
 * The fake Manage ACH API (docs/adr/0063): taxpayer information, the one bank account and its micro-deposits,
 * checked by the shared rules as the server does. Tests add it with `server.use(...manageAchHandlers)`.
 */
export const manageAchBackend = {
  taxpayer: { payee: null as string | null, tinLast4: null as string | null },
  account: null as BankAccount | null,
  wrongGuesses: 0,
  /** The next bank account save answers this instead (a server-only refusal). */
  failSave: null as { status: 400 | 503; errors?: Record<string, string>; message: string } | null,
};

export function resetManageAch(): void {
  manageAchBackend.taxpayer = { payee: null, tinLast4: null };
  manageAchBackend.account = null;
  manageAchBackend.wrongGuesses = 0;
  manageAchBackend.failSave = null;
}

const invalid = (errors: Record<string, string>) => ({
  name: 'Bad Request',
  code: 'validation',
  message: Object.values(errors)[0] ?? 'Invalid.',
  errors,
});
const notFound = { name: 'NotFound', code: 'not_found', message: 'Bank account not found.' };

function saveAccount(body: components['schemas']['BankAccountRequest'], id: number) {
  const failure = manageAchBackend.failSave;
  manageAchBackend.failSave = null;
  if (failure)
    return {
      status: failure.status,
      body: {
        name: 'Error',
        code: 'failed',
        message: failure.message,
        ...(failure.errors ? { errors: failure.errors } : {}),
      },
    };
  const errors = bankAccountErrors(body) as Record<string, string>;
  if (Object.keys(errors).length > 0) return { status: 400 as const, body: invalid(errors) };
  manageAchBackend.account = {
    bankAccountId: id,
    type: body.type as BankAccount['type'],
    last4: lastFour(body.accountNumber),
    verifiedDate: null,
    verificationLocked: false,
    createDate: '2026-11-28T12:00:00.000Z',
  };
  manageAchBackend.wrongGuesses = 0;
  return { status: 200 as const, body: manageAchBackend.account };
}

export const manageAchHandlers = [
  http.get('/api/brokerage/taxpayer', ({ response }) => response(200).json(manageAchBackend.taxpayer)),
  http.patch('/api/brokerage/taxpayer', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'saveTaxpayer', body });
    const errors = taxpayerErrors(body) as Record<string, string>;
    if (Object.keys(errors).length > 0) return response(400).json(invalid(errors));
    manageAchBackend.taxpayer = { payee: body.payee.trim(), tinLast4: lastFour(normaliseTin(body.tin)) };
    return response(200).json(manageAchBackend.taxpayer);
  }),
  http.get('/api/bankAccount', ({ response }) =>
    response(200).json({ data: manageAchBackend.account ? [manageAchBackend.account] : [] }),
  ),
  http.post('/api/bankAccount', async ({ request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'createBankAccount', body });
    const saved = saveAccount(body, newId());
    if (saved.status !== 200) return response(saved.status).json(saved.body as never);
    return response(201).json(saved.body as BankAccount);
  }),
  http.patch('/api/bankAccount/{bankAccountId}', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({
      operation: 'updateBankAccount',
      body: { bankAccountId: Number(params.bankAccountId), ...body },
    });
    if (manageAchBackend.account?.bankAccountId !== Number(params.bankAccountId))
      return response(404).json(notFound);
    const saved = saveAccount(body, Number(params.bankAccountId));
    return response(saved.status).json(saved.body as never);
  }),
  http.delete('/api/bankAccount/{bankAccountId}', ({ params, response }) => {
    backend.calls.push({ operation: 'removeBankAccount', body: Number(params.bankAccountId) });
    if (manageAchBackend.account?.bankAccountId !== Number(params.bankAccountId))
      return response(404).json(notFound);
    manageAchBackend.account = null;
    return response(204).empty();
  }),
  http.post('/api/bankAccount/{bankAccountId}/verify', async ({ params, request, response }) => {
    const body = await request.json();
    backend.calls.push({ operation: 'verifyBankAccount', body });
    const account = manageAchBackend.account;
    if (account?.bankAccountId !== Number(params.bankAccountId)) return response(404).json(notFound);
    const right = [...body.amounts].sort((a, b) => a - b).join() === TEST_DEPOSITS.join();
    if (!right) {
      manageAchBackend.wrongGuesses += 1;
      const locked = manageAchBackend.wrongGuesses >= 5;
      manageAchBackend.account = { ...account, verificationLocked: locked };
      return response(422).json({
        name: 'Unprocessable Entity',
        code: 'brokerage.deposits_wrong',
        message: locked ? BANK_ACCOUNT_MESSAGES.depositsLocked : BANK_ACCOUNT_MESSAGES.depositsWrong,
      });
    }
    manageAchBackend.account = { ...account, verifiedDate: '2026-11-28T13:00:00.000Z' };
    return response(200).json(manageAchBackend.account);
  }),
];
