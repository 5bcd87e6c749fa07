import { ConflictError } from '../../../shared/domain-error.ts';
import { parseDate } from '../../../shared/proration.ts';
import type { AccountNumberMoves } from '../ports/account-number-moves.ts';

export interface AnniversaryMove {
  accountNumberId: number;
  /** 'YYYY-MM-DD': the number's new anniversary date. */
  anniversaryDate: string;
  /** 'YYYY-MM-DD' (exclusive): what the number is now paid up to. */
  paidThrough: string;
}

/**
 * For the anniversary-date change: sets the numbers' anniversary and paid-through dates. All or none: a number
 * the account no longer holds answers 409 (it left while the change was being made). Caller's transaction.
 */
export function makeMoveAnniversary({ moves }: { moves: AccountNumberMoves }) {
  return async function moveAnniversary(input: { accountId: number; moves: AnniversaryMove[] }) {
    if (!input.moves.length) return;
    const byId = new Map(input.moves.map((move) => [move.accountNumberId, move]));
    const numbers = await moves.ofAccountByIds(input.accountId, [...byId.keys()]);
    if (numbers.length !== byId.size)
      throw new ConflictError(
        'messaging.numbers_changed',
        'The account’s numbers changed while the anniversary date was being moved; try again.',
      );
    for (const number of numbers) {
      const move = byId.get(number.id)!;
      parseDate(move.anniversaryDate);
      parseDate(move.paidThrough);
      number.anniversaryDate = move.anniversaryDate;
      number.paidThrough = move.paidThrough;
    }
    await moves.flush();
  };
}
