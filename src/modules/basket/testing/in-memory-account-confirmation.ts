import type { AccountConfirmation } from '../domain/account-confirmation.ts';
import type { AccountConfirmationRepository } from '../ports/account-confirmation-repository.ts';
import type { ConfirmationCodes } from '../ports/confirmation-codes.ts';
import type { ConfirmationListener } from '../ports/confirmation-listener.ts';
import type { ConfirmationLoginTokens } from '../ports/confirmation-login-tokens.ts';
import type { ConfirmationPayments } from '../ports/confirmation-payments.ts';

export class InMemoryAccountConfirmationRepository implements AccountConfirmationRepository {
  readonly rows = new Map<string, AccountConfirmation>();

  async add(confirmation: AccountConfirmation): Promise<void> {
    this.rows.set(confirmation.uuid, confirmation);
  }
  async find(uuid: string): Promise<AccountConfirmation | null> {
    return this.rows.get(uuid) ?? null;
  }
  async openOfAccount(accountId: number): Promise<AccountConfirmation | null> {
    return [...this.rows.values()].findLast((row) => row.accountId === accountId && !row.isActivated) ?? null;
  }
  async flush(): Promise<void> {}
}

/** Billing as confirmation sees it: a balance per account, payments that lower it, and a card that fails. */
export class FakeConfirmationPayments implements ConfirmationPayments {
  readonly balances = new Map<number, number>();
  readonly payments: Parameters<ConfirmationPayments['pay']>[0][] = [];
  /** Payment ids that fail with this error. */
  readonly failing = new Map<string, Error>();

  async balanceCents(accountId: number): Promise<number> {
    return this.balances.get(accountId) ?? 0;
  }
  async pay(input: Parameters<ConfirmationPayments['pay']>[0]): Promise<void> {
    const failure = this.failing.get(input.paymentId);
    if (failure) throw failure;
    this.payments.push(input);
    this.balances.set(input.accountId, (this.balances.get(input.accountId) ?? 0) - input.amountCents);
  }
}

export class RecordingConfirmationListener implements ConfirmationListener {
  readonly confirmed: { accountId: number; confirmationUuid: string }[] = [];
  async accountConfirmed(event: { accountId: number; confirmationUuid: string }): Promise<void> {
    this.confirmed.push(event);
  }
}

export class FakeConfirmationLoginTokens implements ConfirmationLoginTokens {
  readonly issued: { userId: number; accountId: number; token: string }[] = [];
  async issue(input: { userId: number; accountId: number }): Promise<string> {
    const token = `login-token-${this.issued.length + 1}`;
    this.issued.push({ ...input, token });
    return token;
  }
}

/** Codes 100001, 100002, ... with a reversible stand-in for the keyed hash. */
export class SequentialConfirmationCodes implements ConfirmationCodes {
  #next = 100_000;
  newCode(): string {
    this.#next += 1;
    return String(this.#next);
  }
  digest(code: string): string {
    return `digest:${code.trim()}`;
  }
  matches(code: string, digest: string): boolean {
    return this.digest(code) === digest;
  }
}
