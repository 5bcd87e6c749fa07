import type { Clock } from '../../../platform/clock/clock.ts';
import { type AnniversaryChange, newSeatPeriod } from '../domain/anniversary-change.ts';
import { LedgerEntry } from '../domain/ledger-entry.ts';
import type { ConversionAccounts, ConversionNumbers } from '../ports/brand-conversion.ts';
import type { LedgerRepository } from '../ports/ledger-repository.ts';
import { type RecurringChargeRepository, recurringChargeKey } from '../ports/recurring-charge-repository.ts';
import type { makePreviewAnniversaryChange } from './preview-anniversary-change.ts';

export interface ChangeAnniversaryDateDeps {
  preview: ReturnType<typeof makePreviewAnniversaryChange>;
  accounts: ConversionAccounts;
  numbers: ConversionNumbers;
  ledger: LedgerRepository;
  charges: RecurringChargeRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * POST /api/accounts/changeAnniversaryDate (spec 2): in ONE transaction, under the lock recurring runs take
 * for the account, prices the change (see planAnniversaryChange), moves each number's anniversary and
 * paid-through date and the account's anniversary date, marks the seats' new period as charged for recurring
 * runs, and appends one ledger charge per line that costs something. The same request again finds every
 * line already on the new day and charges nothing.
 */
export function makeChangeAnniversaryDate(deps: ChangeAnniversaryDateDeps) {
  return async function changeAnniversaryDate(input: {
    accountId: number;
    day: number;
  }): Promise<AnniversaryChange> {
    return deps.tx(async () => {
      await deps.charges.lockAccount(input.accountId);
      const change = await deps.preview({ accountId: input.accountId, day: input.day });
      const now = deps.clock.now();
      await deps.numbers.moveAnniversary(
        input.accountId,
        change.lines.flatMap((line) =>
          line.accountNumberId === null || line.newAnniversaryDate === null
            ? []
            : [
                {
                  accountNumberId: line.accountNumberId,
                  anniversaryDate: line.newAnniversaryDate,
                  paidThrough: line.newDate,
                },
              ],
        ),
      );
      await deps.accounts.setAnniversaryDate(input.accountId, change.anniversaryDate);
      await markSeatPeriodCharged(input.accountId, change, now);
      const entries = change.lines
        .filter((line) => line.proratedCents > 0)
        .map(
          (line) =>
            new LedgerEntry(
              input.accountId,
              {
                kind: 'charge',
                amountCents: line.proratedCents,
                description: `${line.label}, ${line.currentDate} to ${line.newDate} (anniversary day moved to ${change.newDay})`,
                reference: `anniversary:${line.kind}:${line.accountNumberId ?? line.userId}:${line.newDate}`,
              },
              now,
            ),
        );
      if (entries.length) await deps.ledger.add(entries);
      return change;
    });
  };

  async function markSeatPeriodCharged(accountId: number, change: AnniversaryChange, now: Date) {
    const period = newSeatPeriod(change);
    if (!period || change.currentDay === change.newDay) return;
    const rows = change.lines
      .filter((line) => line.kind === 'user' && line.userId !== null)
      .map((line) => {
        const key = { periodStart: period.start, kind: 'user', subjectId: line.userId! };
        return {
          idempotencyKey: recurringChargeKey(accountId, key),
          accountId,
          kind: 'user' as const,
          subjectId: line.userId!,
          periodStart: period.start,
          periodEnd: period.end,
          amountCents: line.proratedCents,
        };
      });
    await deps.charges.recordNew(rows, now);
  }
}
