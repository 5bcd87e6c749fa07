import {
  type BankAccountInput,
  type BankAccountType,
  bankAccountErrors,
  lastFour,
} from '../../../shared/bank-account-rules.ts';
import {
  BankAccountExists,
  BankAccountInvalid,
  BankAccountNotFound,
  TaxpayerRequired,
} from '../domain/ach.errors.ts';
import { BankAccount, type SealedBankNumbers } from '../domain/bank-account.ts';
import { type AchDeps, type BankAccountView, bankAccountView, randomDepositCents } from './ach-deps.ts';

type BankAccountRequest = BankAccountInput & { brokerAccountId: number };

/** GET /api/bankAccount (spec 3 "find"): the broker's bank account in a `data` array (empty or one). */
export function makeFindBankAccounts(deps: Pick<AchDeps, 'bankAccounts'>) {
  return async (input: { brokerAccountId: number }): Promise<{ data: BankAccountView[] }> => {
    const account = await deps.bankAccounts.ofBroker(input.brokerAccountId);
    return { data: account ? [bankAccountView(account)] : [] };
  };
}

/** The shared rule, then the numbers sealed and two fresh micro-deposits chosen. */
function sealedNumbers(deps: Pick<AchDeps, 'secretBox' | 'depositCents'>, input: BankAccountInput) {
  const errors = bankAccountErrors(input);
  if (Object.keys(errors).length > 0) throw new BankAccountInvalid(errors as Record<string, string>);
  const routingNumber = input.routingNumber.trim();
  const accountNumber = input.accountNumber.trim();
  const cents = deps.depositCents ?? randomDepositCents;
  const amounts: [number, number] = [cents(), cents()];
  const numbers: SealedBankNumbers = {
    type: input.type.trim() as BankAccountType,
    routingNumberSealed: deps.secretBox.seal(routingNumber),
    accountNumberSealed: deps.secretBox.seal(accountNumber),
    last4: lastFour(accountNumber),
    depositsSealed: deps.secretBox.seal(amounts.join(',')),
  };
  return { numbers, routingNumber, accountNumber, amounts };
}

/**
 * Registers the numbers with the gateway and sends the two micro-deposits, outside any database transaction
 * (the gateway's calls are keyed by the account and its version, so a retry sends nothing twice).
 */
async function sendDeposits(
  deps: Pick<AchDeps, 'gateway' | 'bankAccounts' | 'tx'>,
  account: BankAccount,
  sent: { routingNumber: string; accountNumber: string; amounts: [number, number]; payee: string },
): Promise<void> {
  const { recipientRef } = await deps.gateway.sendMicroDeposits({
    brokerAccountId: account.brokerAccountId,
    bankAccountId: account.id,
    recipientRef: account.recipientRef,
    payee: sent.payee,
    type: account.type,
    routingNumber: sent.routingNumber,
    accountNumber: sent.accountNumber,
    version: account.updateDate.getTime(),
    amountsCents: sent.amounts,
  });
  if (recipientRef !== account.recipientRef) {
    await deps.tx(async () => {
      account.recipientRef = recipientRef;
      await deps.bankAccounts.flush();
    });
  }
}

/**
 * POST /api/bankAccount (spec 3 "create"): needs taxpayer information first (the button is disabled without
 * it; the server refuses too), one account per broker. Stored sealed and unverified; two micro-deposits go out.
 * When the gateway fails, nothing is kept and the broker can try again.
 */
export function makeAddBankAccount(deps: AchDeps) {
  return async (input: BankAccountRequest): Promise<BankAccountView> => {
    const sealed = sealedNumbers(deps, input);
    const now = deps.clock.now();
    const { account, payee } = await deps.tx(async () => {
      const taxpayer = await deps.taxpayers.ofBroker(input.brokerAccountId, { lock: true });
      if (!taxpayer) throw new TaxpayerRequired();
      if (await deps.bankAccounts.ofBroker(input.brokerAccountId)) throw new BankAccountExists();
      const created = new BankAccount({ ...sealed.numbers, brokerAccountId: input.brokerAccountId, now });
      await deps.bankAccounts.add(created);
      return { account: created, payee: taxpayer.payee };
    });
    try {
      await sendDeposits(deps, account, { ...sealed, payee });
    } catch (error) {
      await deps.tx(() => deps.bankAccounts.remove(account));
      throw error;
    }
    return bankAccountView(account);
  };
}

/**
 * PATCH /api/bankAccount/{id} (spec 3 "patch"): new numbers replace the old (they cannot be shown, so all are
 * sent again); the account is unverified again and new micro-deposits go out. Another broker's id: 404.
 */
export function makeReplaceBankAccount(deps: AchDeps) {
  return async (input: BankAccountRequest & { bankAccountId: number }): Promise<BankAccountView> => {
    const sealed = sealedNumbers(deps, input);
    const now = deps.clock.now();
    const { account, payee } = await deps.tx(async () => {
      const taxpayer = await deps.taxpayers.ofBroker(input.brokerAccountId, { lock: true });
      const existing = await deps.bankAccounts.ofBroker(input.brokerAccountId, { lock: true });
      if (existing?.id !== input.bankAccountId) throw new BankAccountNotFound();
      if (!taxpayer) throw new TaxpayerRequired();
      existing.replace(sealed.numbers, now);
      await deps.bankAccounts.flush();
      return { account: existing, payee: taxpayer.payee };
    });
    await sendDeposits(deps, account, { ...sealed, payee });
    return bankAccountView(account);
  };
}

/** DELETE /api/bankAccount/{id} (spec 3 "remove"). Another broker's id, or a deleted one: 404. */
export function makeRemoveBankAccount(deps: Pick<AchDeps, 'bankAccounts' | 'tx'>) {
  return async (input: { brokerAccountId: number; bankAccountId: number }): Promise<void> => {
    await deps.tx(async () => {
      const account = await deps.bankAccounts.ofBroker(input.brokerAccountId, { lock: true });
      if (account?.id !== input.bankAccountId) throw new BankAccountNotFound();
      await deps.bankAccounts.remove(account);
    });
  };
}
