import type { AccountNumberRepository } from '../ports/account-number-repository.ts';

/**
 * For brokerage: a number the account sold or licensed through its broker listing (or a licence staff ended)
 * leaves the account, without the release mail (the broker and licensee get their own notices). Ownership
 * transfers' rule runs first (an offered one is cancelled, an accepted one refuses). Answers whether the
 * account held it. Runs in the caller's transaction.
 */
export function makeRemoveAccountNumber(deps: {
  numbers: AccountNumberRepository;
  numberLeaving: (accountNumberId: number) => Promise<void>;
}) {
  return async function removeAccountNumber(input: { accountId: number; tn: string }): Promise<boolean> {
    const number = await deps.numbers.findOfOwner({ accountId: input.accountId }, input.tn, { lock: true });
    if (!number) return false;
    await deps.numberLeaving(number.id);
    await deps.numbers.remove(number);
    return true;
  };
}
