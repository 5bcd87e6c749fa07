import { addMonths } from '../../../shared/proration.ts';
import type { AccountNumber } from './account-number.ts';
import {
  transferAlreadyAccepted,
  transferLinkInvalid,
  transferNotOpen,
} from './ownership-transfer.errors.ts';

export type OwnershipTransferStatus = 'offered' | 'accepted' | 'completed' | 'cancelled' | 'expired';

/** The new owner has seven days to accept (like an invitation to an account); then the link is dead. */
export const TRANSFER_OFFER_TTL_MS = 7 * 24 * 60 * 60_000;

/**
 * Spec 3's Ownership Transfer: an account admin offers one of the account's numbers to an email; the new
 * owner accepts into an account they administer; the number moves, with its plan, on the day the current
 * owner has paid it up to (its next anniversary). No fees anywhere. Only the link's hash is kept.
 */
export class OwnershipTransfer {
  id!: number;
  accountNumberId: number;
  tn: string;
  fromAccountId: number;
  startedByUserId: number;
  /** The new owner's email, lower-case. */
  email: string;
  tokenHash: string;
  status: OwnershipTransferStatus;
  toAccountId: number | null;
  acceptedByUserId: number | null;
  /** The day ('YYYY-MM-DD') the number moves, fixed on acceptance. */
  movesOn: string | null;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;

  constructor(props: {
    accountNumberId: number;
    tn: string;
    fromAccountId: number;
    startedByUserId: number;
    email: string;
    tokenHash: string;
    now: Date;
  }) {
    this.accountNumberId = props.accountNumberId;
    this.tn = props.tn;
    this.fromAccountId = props.fromAccountId;
    this.startedByUserId = props.startedByUserId;
    this.email = normaliseTransferEmail(props.email);
    this.tokenHash = props.tokenHash;
    this.status = 'offered';
    this.toAccountId = null;
    this.acceptedByUserId = null;
    this.movesOn = null;
    this.createdAt = props.now;
    this.expiresAt = new Date(props.now.getTime() + TRANSFER_OFFER_TTL_MS);
    this.acceptedAt = null;
    this.completedAt = null;
    this.cancelledAt = null;
  }

  /** The status as of `now`: an offer nobody accepted within seven days is expired, stored or not. */
  statusAt(now: Date): OwnershipTransferStatus {
    return this.status === 'offered' && now >= this.expiresAt ? 'expired' : this.status;
  }

  /** Offered (and not expired) or accepted: the number is spoken for, and no second transfer may start. */
  isOpenAt(now: Date): boolean {
    const status = this.statusAt(now);
    return status === 'offered' || status === 'accepted';
  }

  isFor(email: string): boolean {
    return this.email === normaliseTransferEmail(email);
  }

  /** The new owner accepts into `toAccountId`; the number moves on `movesOn`. */
  accept(input: { toAccountId: number; userId: number; movesOn: string; now: Date }): void {
    const status = this.statusAt(input.now);
    if (status === 'accepted' || status === 'completed') throw transferAlreadyAccepted();
    if (status !== 'offered') throw transferLinkInvalid();
    this.status = 'accepted';
    this.toAccountId = input.toAccountId;
    this.acceptedByUserId = input.userId;
    this.movesOn = input.movesOn;
    this.acceptedAt = input.now;
  }

  /** The sender withdraws it, or the number left the account: only while it is open. */
  cancel(now: Date): void {
    if (!this.isOpenAt(now)) throw transferNotOpen();
    this.status = 'cancelled';
    this.cancelledAt = now;
  }

  /** Stores the expiry `statusAt` already reports, so the number is free for a new offer. */
  expireIfLapsed(now: Date): boolean {
    if (this.status !== 'offered' || this.statusAt(now) !== 'expired') return false;
    this.status = 'expired';
    return true;
  }

  /** Accepted and its day has come (`today` is 'YYYY-MM-DD'). */
  isDue(today: string): boolean {
    return this.status === 'accepted' && this.movesOn !== null && this.movesOn <= today;
  }

  complete(now: Date): void {
    if (this.status !== 'accepted') throw transferNotOpen();
    this.status = 'completed';
    this.completedAt = now;
  }
}

export const normaliseTransferEmail = (email: string) => email.trim().toLowerCase();

/** What the moving day needs of the number (messaging.account_number's billing columns). */
export interface NumberBillingDates {
  anniversaryDate: string | null;
  billingPeriod: 1 | 12;
  paidThrough: string | null;
}

/**
 * "The number moves with its plan at the next anniversary": on the day the current owner has paid it up
 * to (paidThrough, exclusive; when null, its anniversary date plus one billing period). A number that
 * is not billed (no anniversary date) or whose paid period already ended moves today.
 */
export function moveDateOf(number: NumberBillingDates, today: string): string {
  const paidUpTo =
    number.paidThrough ??
    (number.anniversaryDate ? addMonths(number.anniversaryDate, number.billingPeriod) : null);
  return paidUpTo !== null && paidUpTo > today ? paidUpTo : today;
}

/**
 * The move itself: the number changes account with its plan, billing period, price, anniversary and
 * paid-through date (the new owner is billed from the day the old owner had paid up to). What belonged to
 * the old owner's use of it goes: the user it was assigned to, its nickname, the forwarding destination
 * (the old owner's phone), the port-out PIN and the Transfer Lock, which the new owner sets afresh.
 */
export function handOver(number: AccountNumber, toAccountId: number): void {
  number.accountId = toAccountId;
  number.assignedUserId = null;
  number.nickname = '';
  number.forwardTo = null;
  number.portOutPinHash = null;
  number.transferLock = false;
}
