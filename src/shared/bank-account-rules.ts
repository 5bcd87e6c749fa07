/**
 * The broker's bank account for ACH payouts (spec 3 sections 3, 5 and 9, docs/adr/0063): the dialog's rules and
 * messages, checked the same way by the server. Values are trimmed; the routing number must also pass the ABA
 * checksum (a mistyped digit is caught before any deposit is sent).
 */

import { TAXPAYER_MESSAGES } from './taxpayer-rules.ts';

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];

export const BANK_ACCOUNT_TYPE_LABELS: Record<BankAccountType, string> = {
  checking: 'Checking',
  savings: 'Savings',
};

/** Spec 3's texts (sections 5 and 8), plus the micro-deposit confirmation's. */
export const BANK_ACCOUNT_MESSAGES = {
  required: 'Field is required.',
  type: 'Please select an account type.',
  routingNumber: 'Invalid routing number.',
  accountNumber: 'Invalid account number.',
  routingMismatch: 'Routing numbers do not match.',
  accountMismatch: 'Account numbers do not match.',
  added: 'Bank account added successfully',
  updated: 'Bank account updated successfully',
  deleted: 'Bank account deleted successfully',
  pending: 'PENDING VERIFICATION',
  depositAmount: 'Enter each deposit in cents, from 1 to 99.',
  depositsWrong: 'Those amounts do not match the deposits. Please check your bank statement.',
  depositsLocked: 'Too many wrong amounts. Please delete the bank account and add it again.',
  depositsConfirmed: 'Bank account verified',
  alreadyVerified: 'This bank account is already verified.',
  /** Spec 3 section 8's hints where a payout is requested (with an Add link to Manage ACH). */
  noBankAccount: "You don't have a bank account setup for ACH payout.",
  unverified: 'Your bank account information has not yet been verified, unable to ACH payout',
} as const;

/** Spec 3 section 9. */
export const ROUTING_NUMBER_DIGITS = 9;
export const ACCOUNT_NUMBER_MIN_DIGITS = 5;
export const ACCOUNT_NUMBER_MAX_DIGITS = 17;
/** Each micro-deposit is 1 to 99 cents; five wrong guesses end the verification. */
export const MICRO_DEPOSIT_MAX_CENTS = 99;
export const MAX_DEPOSIT_GUESSES = 5;

const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

/** The ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^[0-9]{9}$/.test(value)) return false;
  const sum = ABA_WEIGHTS.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

export interface BankAccountInput {
  type: string;
  routingNumber: string;
  accountNumber: string;
  /** The dialog's confirmation fields; the API checks them only when they are sent. */
  confirmRoutingNumber?: string | undefined;
  confirmAccountNumber?: string | undefined;
}

export type BankAccountField = keyof BankAccountInput;

/** Field -> message for everything wrong (empty when it may be saved). Every value is trimmed first. */
export function bankAccountErrors(input: BankAccountInput): Partial<Record<BankAccountField, string>> {
  const errors: Partial<Record<BankAccountField, string>> = {};
  const type = input.type.trim();
  const routing = input.routingNumber.trim();
  const account = input.accountNumber.trim();
  if (type === '') errors.type = BANK_ACCOUNT_MESSAGES.required;
  else if (!(BANK_ACCOUNT_TYPES as readonly string[]).includes(type))
    errors.type = BANK_ACCOUNT_MESSAGES.type;
  if (routing === '') errors.routingNumber = BANK_ACCOUNT_MESSAGES.required;
  else if (!isAbaRoutingNumber(routing)) errors.routingNumber = BANK_ACCOUNT_MESSAGES.routingNumber;
  const accountDigits = new RegExp(`^[0-9]{${ACCOUNT_NUMBER_MIN_DIGITS},${ACCOUNT_NUMBER_MAX_DIGITS}}$`);
  if (account === '') errors.accountNumber = BANK_ACCOUNT_MESSAGES.required;
  else if (!accountDigits.test(account)) errors.accountNumber = BANK_ACCOUNT_MESSAGES.accountNumber;
  if (input.confirmRoutingNumber !== undefined) {
    const confirm = input.confirmRoutingNumber.trim();
    if (confirm === '') errors.confirmRoutingNumber = BANK_ACCOUNT_MESSAGES.required;
    else if (confirm !== routing) errors.confirmRoutingNumber = BANK_ACCOUNT_MESSAGES.routingMismatch;
  }
  if (input.confirmAccountNumber !== undefined) {
    const confirm = input.confirmAccountNumber.trim();
    if (confirm === '') errors.confirmAccountNumber = BANK_ACCOUNT_MESSAGES.required;
    else if (confirm !== account) errors.confirmAccountNumber = BANK_ACCOUNT_MESSAGES.accountMismatch;
  }
  return errors;
}

/** A micro-deposit as the broker types it: whole cents, 1 to 99. */
export function isDepositAmount(value: string | number): boolean {
  const text = String(value).trim();
  return /^[0-9]{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= MICRO_DEPOSIT_MAX_CENTS;
}

/** What is ever shown of a number: its last four digits. */
export const lastFour = (digits: string) => digits.trim().slice(-4);

/**
 * Spec 3 section 8's hints: what keeps ACH from paying, in the order the payout rails check them (taxpayer
 * information, a bank account, its deposits confirmed). Empty when ACH can pay. The payout form shows them as
 * soon as ACH is picked; the server refuses with the first.
 */
export function achPayoutNeeds(state: {
  hasTaxpayer: boolean;
  bankAccount: { verified: boolean } | null;
}): string[] {
  const needs: string[] = [];
  if (!state.hasTaxpayer) needs.push(TAXPAYER_MESSAGES.missing);
  if (!state.bankAccount) needs.push(BANK_ACCOUNT_MESSAGES.noBankAccount);
  else if (!state.bankAccount.verified) needs.push(BANK_ACCOUNT_MESSAGES.unverified);
  return needs;
}
