import { NotFoundError } from '../../../shared/domain-error.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { AccountNumberMoves } from '../ports/account-number-moves.ts';

export interface MoveNumbersInput {
  fromAccountId: number;
  toAccountId: number;
  /** Any form PhoneNumber.parse reads. */
  tns: string[];
  /** The plan the numbers are on in the new account, and its monthly price there. */
  plan: { id: number; mrcCents: number };
}

export const telephoneNumberNotFound = () =>
  new NotFoundError('messaging.number_not_found', 'Telephone number not found.');

/**
 * For change-brand: moves numbers to another account on the given plan, keeping their billing period,
 * anniversary and paid-through date; assignments to the old account's users are cleared. All or none: a
 * number the old account does not hold answers 404 'Telephone number not found.'. Caller's transaction.
 */
export function makeMoveNumbers({ moves }: { moves: AccountNumberMoves }) {
  return async function moveNumbers(input: MoveNumbersInput): Promise<{ moved: string[] }> {
    const tns = [...new Set(input.tns.map((tn) => parseOrNotFound(tn)))];
    const numbers = await moves.ofAccountByTns(input.fromAccountId, tns);
    if (numbers.length !== tns.length) throw telephoneNumberNotFound();
    for (const number of numbers) {
      number.accountId = input.toAccountId;
      number.planId = input.plan.id;
      number.mrcCents = input.plan.mrcCents;
      number.assignedUserId = null;
    }
    await moves.flush();
    return { moved: numbers.map((number) => number.tn).sort() };
  };
}

function parseOrNotFound(tn: string): string {
  try {
    return PhoneNumber.parse(tn).e164;
  } catch {
    throw telephoneNumberNotFound();
  }
}
