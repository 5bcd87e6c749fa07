import { dunningRetryKey, licencesEndedMail, licencesLapse, retryDue } from '../domain/dunning.ts';
import type { PaymentAttempt } from './collect-payment.ts';
import { mailAdmins, type RecurringDeps } from './recurring-deps.ts';

/**
 * One account's dunning on `today`: ends when the balance is paid; after 14 unpaid days its licensed numbers
 * leave the account and go back on sale for the licensor (mailed); on days 1, 3 and 7 a retry is claimed for
 * the caller to collect. Every step is a conditional write, so a second worker does none of it again.
 */
export function makeDunningStep(deps: RecurringDeps) {
  async function endLicences(accountId: number, today: string): Promise<void> {
    await deps.tx(async () => {
      if (!(await deps.dunning.claimLicenceEnd(accountId, today))) return;
      const licensed = (await deps.billableLines.ofAccount(accountId)).numbers.filter(
        (number) => number.license,
      );
      for (const number of licensed) {
        await deps.numbers.removeNumber(number.accountNumberId);
        await deps.prices.returnLicensedNumber(number.tn);
        await deps.brokerLicences?.licenceEnded({ tn: number.tn, licenseeAccountId: accountId });
      }
      if (licensed.length)
        await mailAdmins(
          deps,
          accountId,
          licencesEndedMail({ numbers: licensed.map((number) => number.humanTn), publicUrl: deps.publicUrl }),
          'billing-licence-ended',
        );
    });
  }

  return async function dunningStep(accountId: number, today: string): Promise<PaymentAttempt | null> {
    const dunning = await deps.dunning.open(accountId);
    if (!dunning) return null;
    const balance = await deps.ledger.balanceCents(accountId);
    if (balance <= 0) {
      await deps.tx(() => deps.dunning.end(accountId, today));
      return null;
    }
    if (licencesLapse(dunning, today)) await endLicences(accountId, today);
    if (!retryDue(dunning, today)) return null;
    const retry = dunning.retriesDone + 1;
    const key = dunningRetryKey(accountId, dunning.startedOn, retry);
    const claimed = await deps.tx(
      async () =>
        (await deps.dunning.claimRetry(accountId, dunning.startedOn, dunning.retriesDone)) &&
        (await deps.dunning.claimPayment({ key, accountId, amountCents: balance, now: deps.clock.now() })),
    );
    return claimed ? { key, accountId, amountCents: balance, retry } : null;
  };
}
