import { PhoneNumber } from '../../../shared/phone-number.ts';
import { telephoneNumberNotFound } from '../domain/account-number.errors.ts';
import type { AccountNumber } from '../domain/account-number.ts';
import type { AccountNumberRepository, NumberOwner } from '../ports/account-number-repository.ts';

/** Who asks about an account's numbers (the signed-in member, from the HTTP layer). */
export interface NumberCaller {
  accountId: number;
  brandingId: number;
  userId: number;
  role: 'admin' | 'user';
  isEmployee: boolean;
}

/** Spec 1: admins (and employees acting for them) reach every number of the account; users their assigned ones. */
export function isNumberAdmin(caller: NumberCaller): boolean {
  return caller.role === 'admin' || caller.isEmployee;
}

export function ownerOf(caller: NumberCaller): NumberOwner {
  return isNumberAdmin(caller)
    ? { accountId: caller.accountId }
    : { accountId: caller.accountId, assignedUserId: caller.userId };
}

/**
 * The number in the URL (10/11 digits or E.164) if the caller may reach it; 404 'Telephone number not found.'
 * otherwise, for a number of another account as for one that does not parse.
 */
export async function callersNumber(
  numbers: AccountNumberRepository,
  caller: NumberCaller,
  tn: string,
  options: { lock?: boolean } = {},
): Promise<AccountNumber> {
  const parsed = PhoneNumber.tryParse(tn);
  const number = parsed && (await numbers.findOfOwner(ownerOf(caller), parsed.e164, options));
  if (!number) throw telephoneNumberNotFound();
  return number;
}
