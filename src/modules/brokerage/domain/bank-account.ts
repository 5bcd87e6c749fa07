import { type BankAccountType, MAX_DEPOSIT_GUESSES } from '../../../shared/bank-account-rules.ts';
import { DepositGuessRefused } from './ach.errors.ts';

/** The numbers as kept at rest: sealed with the data key (platform SecretBox); only type and last4 in clear. */
export interface SealedBankNumbers {
  type: BankAccountType;
  routingNumberSealed: string;
  accountNumberSealed: string;
  last4: string;
  /** The two micro-deposits (cents) chosen for this account, sealed as `a,b`. */
  depositsSealed: string;
}

/**
 * A broker's bank account for ACH payouts (spec 3 Bank account, docs/adr/0063): one per broker. Adding or
 * replacing it sends two micro-deposits; it is verified when the broker confirms both amounts, and five wrong
 * guesses lock the verification (delete and add it again).
 */
export class BankAccount {
  id!: number;
  brokerAccountId: number;
  type: BankAccountType;
  routingNumberSealed: string;
  accountNumberSealed: string;
  last4: string;
  depositsSealed: string;
  depositGuesses: number;
  verifiedDate: Date | null;
  /** The payout gateway's recipient (a Stripe connected account, or the simulator's); null until deposits go. */
  recipientRef: string | null;
  createDate: Date;
  updateDate: Date;

  constructor(input: SealedBankNumbers & { brokerAccountId: number; now: Date }) {
    this.brokerAccountId = input.brokerAccountId;
    this.type = input.type;
    this.routingNumberSealed = input.routingNumberSealed;
    this.accountNumberSealed = input.accountNumberSealed;
    this.last4 = input.last4;
    this.depositsSealed = input.depositsSealed;
    this.depositGuesses = 0;
    this.verifiedDate = null;
    this.recipientRef = null;
    this.createDate = input.now;
    this.updateDate = input.now;
  }

  /** New numbers (spec 3: update): unverified again, with new deposits and a fresh count of guesses. */
  replace(numbers: SealedBankNumbers, now: Date): void {
    this.type = numbers.type;
    this.routingNumberSealed = numbers.routingNumberSealed;
    this.accountNumberSealed = numbers.accountNumberSealed;
    this.last4 = numbers.last4;
    this.depositsSealed = numbers.depositsSealed;
    this.depositGuesses = 0;
    this.verifiedDate = null;
    this.updateDate = now;
  }

  isLocked(): boolean {
    return this.verifiedDate === null && this.depositGuesses >= MAX_DEPOSIT_GUESSES;
  }

  /**
   * Counts a guess at the two deposits; a right one verifies. A wrong one throws after counting (the caller
   * commits the count), and the fifth wrong guess locks the verification.
   */
  confirmDeposits(correct: boolean, now: Date): void {
    if (this.verifiedDate !== null) throw new DepositGuessRefused('already_verified');
    if (this.isLocked()) throw new DepositGuessRefused('locked');
    this.depositGuesses += 1;
    this.updateDate = now;
    if (correct) {
      this.verifiedDate = now;
      return;
    }
    throw new DepositGuessRefused(this.isLocked() ? 'locked' : 'wrong');
  }
}

/** Both amounts, in either order. */
export function sameDeposits(sent: readonly number[], guessed: readonly number[]): boolean {
  const a = [...sent].sort((x, y) => x - y);
  const b = [...guessed].sort((x, y) => x - y);
  return a.length === 2 && b.length === 2 && a[0] === b[0] && a[1] === b[1];
}
