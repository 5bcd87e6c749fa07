import { LedgerEntry } from '../domain/ledger-entry.ts';
import { planRecurringCharges } from '../domain/recurring-charges.ts';
import { recurringChargeKey } from '../ports/recurring-charge-repository.ts';
import type { PaymentAttempt } from './collect-payment.ts';
import type { RecurringDeps } from './recurring-deps.ts';
import { withAccountOverrides } from './recurring-prices.ts';

/**
 * One account's anniversary charges on `today`, in one transaction under the account's lock: every line due
 * (planRecurringCharges) is inserted into billing.recurring_charge by its idempotency key, and only the lines
 * inserted now reach the ledger, so a second run, or a second worker at the same moment, charges nothing
 * again. Renewed numbers' paid-through dates move on. When something was charged and the balance is owed, a
 * payment attempt is claimed for the caller to collect.
 */
export function makeChargeAccount(deps: RecurringDeps) {
  return function chargeAccount(accountId: number, today: string): Promise<PaymentAttempt | null> {
    return deps.tx(async () => {
      await deps.charges.lockAccount(accountId);
      const billables = await withAccountOverrides(
        deps.prices,
        await deps.billableLines.ofAccount(accountId),
      );
      const plan = planRecurringCharges(billables, today);
      const now = deps.clock.now();
      const rows = plan.lines.map((line) => ({
        idempotencyKey: recurringChargeKey(accountId, line),
        accountId,
        kind: line.kind,
        subjectId: line.subjectId,
        periodStart: line.periodStart,
        periodEnd: line.periodEnd,
        amountCents: line.cents,
      }));
      const inserted = await deps.charges.recordNew(rows, now);
      const entries: LedgerEntry[] = [];
      for (const line of plan.lines.filter((planned) =>
        inserted.has(recurringChargeKey(accountId, planned)),
      )) {
        // A number sold through a broker's widget: its plan (Park) fee is the broker's (docs/adr/0064).
        const payer =
          line.kind === 'number' && line.tn
            ? ((await deps.brokerLicences?.parkFeePayer?.(line.tn, accountId)) ?? null)
            : null;
        entries.push(
          new LedgerEntry(
            payer ?? accountId,
            {
              kind: 'charge',
              amountCents: line.cents,
              description: (payer ? `Resold number ${line.label}` : line.label).slice(0, 200),
              reference: recurringChargeKey(accountId, line),
            },
            now,
          ),
        );
      }
      if (entries.length) await deps.ledger.add(entries);
      for (const line of plan.lines) {
        const key = recurringChargeKey(accountId, line);
        if (line.kind === 'licence' && line.tn && inserted.has(key))
          await deps.brokerLicences?.licenceCharged({
            chargeReference: key,
            tn: line.tn,
            licenseeAccountId: accountId,
            amountCents: line.cents,
          });
      }
      for (const [accountNumberId, date] of plan.paidThrough)
        await deps.numbers.setPaidThrough(accountNumberId, date);
      if (!entries.some((entry) => entry.accountId === accountId)) return null;
      const balance = await deps.ledger.balanceCents(accountId);
      if (balance <= 0) return null;
      const key = `recurring-payment:${accountId}:${today}`;
      const claimed = await deps.dunning.claimPayment({ key, accountId, amountCents: balance, now });
      return claimed ? { key, accountId, amountCents: balance, retry: 0 } : null;
    });
  };
}
