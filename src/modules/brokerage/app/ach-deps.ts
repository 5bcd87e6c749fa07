import { randomInt } from 'node:crypto';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecretBox } from '../../../platform/crypto/secret-box.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { MICRO_DEPOSIT_MAX_CENTS } from '../../../shared/bank-account-rules.ts';
import type { BankAccount } from '../domain/bank-account.ts';
import type { Taxpayer } from '../domain/taxpayer.ts';
import type { BankAccounts, Taxpayers } from '../ports/payee-details.ts';
import type { PayoutGateway, PaypalPayouts } from '../ports/payout-gateway.ts';

/** What the Manage ACH use cases and the payout rails share (docs/adr/0063). */
export interface AchDeps {
  bankAccounts: BankAccounts;
  taxpayers: Taxpayers;
  /** Seals bank and tax numbers with the data key; opens them only to hand them to the gateway. */
  secretBox: SecretBox;
  gateway: PayoutGateway;
  /** Present only when PayPal is configured. */
  paypal: PaypalPayouts | null;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** One micro-deposit in cents (1..99); a fixed sequence in tests. */
  depositCents?: () => number;
}

export const randomDepositCents = () => randomInt(1, MICRO_DEPOSIT_MAX_CENTS + 1);

/** What the API answers: never a number but its last four digits. */
export interface BankAccountView {
  bankAccountId: number;
  type: BankAccount['type'];
  last4: string;
  verifiedDate: Date | null;
  /** Five wrong deposit guesses: only deleting and adding it again starts over. */
  verificationLocked: boolean;
  createDate: Date;
}

export const bankAccountView = (account: BankAccount): BankAccountView => ({
  bankAccountId: account.id,
  type: account.type,
  last4: account.last4,
  verifiedDate: account.verifiedDate,
  verificationLocked: account.isLocked(),
  createDate: account.createDate,
});

export interface TaxpayerView {
  payee: string | null;
  tinLast4: string | null;
}

export const taxpayerView = (taxpayer: Taxpayer | null): TaxpayerView => ({
  payee: taxpayer?.payee ?? null,
  tinLast4: taxpayer?.tinLast4 ?? null,
});

/** Guesses at micro-deposits per broker: on top of the five per account, no guessing across re-adds. */
export const DEPOSIT_GUESS_RATE_LIMIT = (brokerAccountId: number) => ({
  key: `bank-deposits:broker:${brokerAccountId}`,
  limit: 10,
  windowMs: 24 * 3_600_000,
});
