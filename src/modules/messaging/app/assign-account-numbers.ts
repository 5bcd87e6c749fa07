import { addMonths } from '../../../shared/proration.ts';
import { AccountNumber } from '../domain/account-number.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';

export interface AssignAccountNumbersDeps {
  numbers: AccountNumberRepository;
}

/**
 * For checkout (docs/adr/0030): numbers bought by an account become its numbers, with their plan, billing period,
 * monthly charge and anniversary date. A number is held by one account at most (UNIQUE tn), so assigning a
 * number some account holds fails the caller's transaction. Runs in the caller's transaction.
 */
export function makeAssignAccountNumbers({ numbers }: AssignAccountNumbersDeps) {
  return async function assignAccountNumbers(input: {
    accountId: number;
    numbers: {
      tn: string;
      planId: number;
      billingPeriod: 1 | 12;
      mrcCents: number;
      anniversaryDate: string;
      /** The date (exclusive) the number is paid up to; absent: anniversary + billing period months. */
      paidThrough?: string;
      /** A licence's monthly fee (cents), yearly increase (hundredths of a percent) and start day. */
      license?: { mrcCents: number; annualIncrease: number; startDate: string } | null;
    }[];
  }): Promise<void> {
    await numbers.add(
      input.numbers.map(
        (number) =>
          new AccountNumber({
            accountId: input.accountId,
            tn: number.tn,
            planId: number.planId,
            billingPeriod: number.billingPeriod,
            mrcCents: number.mrcCents,
            anniversaryDate: number.anniversaryDate,
            // The first period is paid at checkout; recurring billing renews from its end (docs/adr/0038).
            paidThrough: number.paidThrough ?? addMonths(number.anniversaryDate, number.billingPeriod),
            license: number.license ?? null,
          }),
      ),
    );
  };
}
