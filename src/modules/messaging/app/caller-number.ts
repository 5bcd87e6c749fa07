import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import { numberNotFound } from '../domain/number-settings.errors.ts';
import type { ProtectedNumbers } from '../ports/protected-numbers.ts';

/** Who asks about a number: the account they act for, and whether they see all its numbers (admins, staff). */
export interface NumberCaller {
  accountId: number;
  userId: number;
  brandingId: number;
  seesAllNumbers: boolean;
}

/**
 * The number `{tn}` of a URL (10/11 digits or E.164) when the caller's account holds it and, for a member
 * who does not see all numbers, it is assigned to them; else 404 'Telephone number not found.'
 */
export async function callerNumber(
  numbers: ProtectedNumbers,
  caller: NumberCaller,
  tn: string,
): Promise<AccountNumber> {
  const parsed = PhoneNumber.tryParse(tn, { accept: ['nanp', 'tollfree'] });
  const number = parsed ? await numbers.byTn(parsed.e164) : null;
  if (!number || number.accountId !== caller.accountId) throw numberNotFound();
  if (!caller.seesAllNumbers && number.assignedUserId !== caller.userId) throw numberNotFound();
  return number;
}
