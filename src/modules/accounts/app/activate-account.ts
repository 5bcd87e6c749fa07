import type { Clock } from '../../../platform/clock/clock.ts';
import {
  ACTIVATION_MESSAGES,
  type ActivationContact,
  activationFormProblems,
  allTermsAgreed,
  type BrokerTerms,
} from '../../../shared/activation-form.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
import { notAMember } from '../domain/accounts.errors.ts';
import {
  anniversaryDateOf,
  mustPayBalance,
  mustPayFirst,
  pathAfterActivation,
  termsRequired,
} from '../domain/activation.ts';
import type { AccountBalances } from '../ports/account-balances.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { BalancePaymentMethod, BalancePayments } from '../ports/balance-payments.ts';
import type { UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { PendingTransfers } from '../ports/pending-transfers.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { accountOwner } from './account-owner.ts';
import { amountDueCents } from './get-activation.ts';

export interface ActivateAccountDeps {
  directory: AccountDirectory;
  users: UserRepository;
  balances: AccountBalances;
  payments: BalancePayments;
  transfers: PendingTransfers;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface ActivateAccountInput {
  caller: { userId: number; accountId: number; isEmployee: boolean };
  contact: ActivationContact;
  terms: Partial<BrokerTerms>;
  /** How to pay what is due; null: pay nothing (B2B, employees, or nothing due). */
  payment: BalancePaymentMethod | null;
}

export interface ActivationResult {
  message: typeof ACTIVATION_MESSAGES.success;
  accountId: number;
  redirectTo: string;
  balance: number;
  completedTransfers: number[];
}

/**
 * POST /api/accounts/activate (spec 2, docs/adr/0040): checks the contact form and the broker terms, takes
 * what is due by card unless the account may activate without paying, then in one transaction turns the stub
 * into a normal account, saves the contact (the owner's name, the account's address) and completes the
 * pending transfers (numbers given, fees charged). An account already active answers the same success and
 * changes nothing; a retried payment reuses its idempotency key, so nothing is charged twice.
 */
export function makeActivateAccount(deps: ActivateAccountDeps) {
  const { directory, balances, payments, transfers, unitOfWork, clock, tx } = deps;

  return async function activateAccount(input: ActivateAccountInput): Promise<ActivationResult> {
    const problems = activationFormProblems(input.contact);
    if (Object.keys(problems).length)
      throw new ValidationError('accounts.invalid_contact', Object.values(problems)[0]!, {
        errors: problems,
      });
    const { caller } = input;
    const account = await directory.accountById(caller.accountId);
    if (!account) throw notAMember();
    const done = async (completedTransfers: number[]): Promise<ActivationResult> => ({
      message: ACTIVATION_MESSAGES.success,
      accountId: account.id,
      redirectTo: pathAfterActivation(account),
      balance: await balances.balanceCents(account.id),
      completedTransfers,
    });
    if (!account.isStub()) return done([]);
    if (account.needsBrokerTerms() && !allTermsAgreed(input.terms)) throw termsRequired();

    const pending = await transfers.pendingOf(account.id);
    const dueCents = amountDueCents(await balances.balanceCents(account.id), pending);
    const paying = input.payment !== null && dueCents > 0;
    if (mustPayFirst({ isB2b: account.isB2b, isEmployee: caller.isEmployee, dueCents, paying }))
      throw mustPayBalance();
    if (paying && input.payment) {
      const method = input.payment;
      const attempt = method.kind === 'card' ? method.paymentId : `cardOnFile:${dueCents}`;
      await payments.pay({
        accountId: account.id,
        userId: caller.userId,
        amountCents: dueCents,
        method,
        idempotencyKey: `activate:${account.id}:${attempt}`,
      });
    }

    const completed = await tx(async () => {
      const current = await directory.accountById(account.id);
      if (!current?.isStub()) return [];
      const owner = await accountOwner(deps, account.id);
      owner?.rename(input.contact.firstName, input.contact.lastName);
      current.activate(input.contact);
      current.anniversaryDate = anniversaryDateOf(current, clock.now());
      await unitOfWork.flush();
      const ids: number[] = [];
      for (const transfer of pending) {
        await transfers.complete({
          transferId: transfer.transferId,
          anniversaryDate: current.anniversaryDate,
        });
        ids.push(transfer.transferId);
      }
      return ids;
    });
    return done(completed);
  };
}
