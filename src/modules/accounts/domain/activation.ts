import { ACTIVATION_MESSAGES } from '../../../shared/activation-form.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { capAnniversaryDay, dateOf, formatDate, parseDate } from '../../../shared/proration.ts';
import type { Account } from './account.ts';

/** Spec 2: on 'Activation successful' a broker-type account goes to its listings, any other to its numbers. */
export function pathAfterActivation(account: Pick<Account, 'sellersAdmin'>): string {
  return account.sellersAdmin ? '/account/broker/listings' : '/account/numbers';
}

/**
 * Spec 2 section 5: 'Unauthorized: Must pay balance to continue' for a non-B2B payer with something due, who
 * is not an employee and sends no charge. B2B accounts are invoiced; employees may activate without paying.
 */
export function mustPayFirst(input: {
  isB2b: boolean;
  isEmployee: boolean;
  dueCents: number;
  paying: boolean;
}) {
  return !input.isB2b && !input.isEmployee && input.dueCents > 0 && !input.paying;
}

/** The account's anniversary date, or (none yet) today's with the day capped at 28. */
export function anniversaryDateOf(account: Pick<Account, 'anniversaryDate'>, now: Date): string {
  if (account.anniversaryDate) return account.anniversaryDate;
  const today = parseDate(dateOf(now));
  return formatDate({ ...today, day: capAnniversaryDay(today.day) });
}

export const termsRequired = () =>
  new DomainError('rule_violated', 'accounts.terms_required', ACTIVATION_MESSAGES.termsRequired, {
    errors: { terms: ACTIVATION_MESSAGES.termsRequired },
  });

export const mustPayBalance = () =>
  new DomainError('forbidden', 'accounts.must_pay', ACTIVATION_MESSAGES.mustPay);

export const transferNotFound = () =>
  new DomainError('not_found', 'accounts.transfer_not_found', 'Transfer not found.');

export const activateFirst = () =>
  new DomainError(
    'rule_violated',
    'accounts.activate_first',
    'Activate the account at /account/activate to complete its transfers.',
  );
