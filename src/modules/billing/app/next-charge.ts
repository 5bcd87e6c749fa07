import type { Clock } from '../../../platform/clock/clock.ts';
import {
  addMonths,
  capAnniversaryDay,
  dateOf,
  daysBetween,
  nextAnniversary,
  parseDate,
} from '../../../shared/proration.ts';
import { type PlannedLine, paidThroughOf, planRecurringCharges } from '../domain/recurring-charges.ts';
import type { AccountBillables, BillableLines } from '../ports/billable-lines.ts';
import type { BillingPrices } from '../ports/billing-sources.ts';
import { type RecurringChargeRepository, recurringChargeKey } from '../ports/recurring-charge-repository.ts';
import { withAccountOverrides } from './recurring-prices.ts';

export interface NextChargeDeps {
  billableLines: BillableLines;
  prices: BillingPrices;
  charges: RecurringChargeRepository;
  clock: Clock;
}

export interface NextCharge {
  date: string | null;
  lines: {
    kind: 'number' | 'user' | 'licence';
    label: string;
    tn: string | null;
    userId: number | null;
    cents: number;
  }[];
  totalCents: number;
}

/** The dates after `from` on which something may renew: the numbers' paid-through dates and the seat anniversary. */
function renewalDates(billables: AccountBillables, from: string): string[] {
  const dates = billables.numbers.flatMap((number) => {
    const due = paidThroughOf(number);
    return due ? [daysBetween(from, due) >= 0 ? due : from] : [];
  });
  if (billables.anniversaryDate && billables.users.some((user) => user.mrcCents > 0)) {
    const day = capAnniversaryDay(parseDate(billables.anniversaryDate).day);
    const first = addMonths(billables.anniversaryDate, 1, day);
    dates.push(nextAnniversary(day, daysBetween(from, first) >= 0 ? first : from));
  }
  return dates.sort();
}

/**
 * billing.recurring.nextCharge: what the next recurring run will charge the account, itemised (for
 * /account/billing). Lines already charged are left out, so after today's run it shows the next date.
 */
export function makeNextCharge(deps: NextChargeDeps) {
  async function uncharged(accountId: number, lines: PlannedLine[]) {
    const charged = await deps.charges.chargedKeys(lines.map((line) => recurringChargeKey(accountId, line)));
    return lines.filter((line) => !charged.has(recurringChargeKey(accountId, line)));
  }

  return async function nextCharge(accountId: number): Promise<NextCharge> {
    const billables = await withAccountOverrides(deps.prices, await deps.billableLines.ofAccount(accountId));
    let from = dateOf(deps.clock.now());
    // Two tries: today's run may have charged everything due today already.
    for (let attempt = 0; attempt < 2; attempt++) {
      const date = renewalDates(billables, from)[0];
      if (!date) break;
      const lines = await uncharged(accountId, planRecurringCharges(billables, date).lines);
      if (lines.length)
        return {
          date,
          lines: lines.map(({ kind, label, tn, userId, cents }) => ({ kind, label, tn, userId, cents })),
          totalCents: lines.reduce((sum, line) => sum + line.cents, 0),
        };
      from = nextDay(date);
    }
    return { date: null, lines: [], totalCents: 0 };
  };
}

function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return dateOf(next);
}
