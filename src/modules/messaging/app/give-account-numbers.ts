import type { AccountNumber } from '../domain/account-number.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';

export interface GiveAccountNumbersDeps {
  numbers: AccountNumberRepository;
}

/**
 * Gives an account the numbers only when it holds none yet, so running it again (every start seeds
 * the demo) changes nothing; answers how many it added.
 */
export function makeGiveAccountNumbers(deps: GiveAccountNumbersDeps) {
  return async (accountId: number, numbers: (accountId: number) => AccountNumber[]): Promise<number> => {
    if ((await deps.numbers.countOfAccount(accountId)) > 0) return 0;
    const given = numbers(accountId);
    await deps.numbers.add(given);
    return given.length;
  };
}
