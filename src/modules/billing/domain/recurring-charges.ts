import { addMonths, capAnniversaryDay, daysBetween, parseDate } from '../../../shared/proration.ts';

/** A number as a recurring run prices it (billing's BillableNumber has these fields). */
export interface RecurringNumber {
  accountNumberId: number;
  tn: string;
  humanTn: string;
  planName: string;
  mrcCents: number;
  billingPeriod: 1 | 12;
  anniversaryDate: string | null;
  paidThrough: string | null;
  license: { mrcCents: number; annualIncrease: number; startDate: string } | null;
}

/** An account as a recurring run prices it (billing's AccountBillables has these fields). */
export interface RecurringAccount {
  anniversaryDate: string | null;
  numbers: RecurringNumber[];
  users: { userId: number; name: string; role: 'admin' | 'user'; mrcCents: number }[];
}

/** One line a recurring run charges: a number's plan, its licence, or a user's seat, for one period. */
export interface PlannedLine {
  kind: 'number' | 'user' | 'licence';
  /** The number's account_number id, or the user's id: with kind and periodStart, the line's idempotency key. */
  subjectId: number;
  tn: string | null;
  userId: number | null;
  label: string;
  /** The period charged: from (inclusive) to (exclusive). */
  periodStart: string;
  periodEnd: string;
  cents: number;
}

export interface RecurringPlan {
  lines: PlannedLine[];
  /** The numbers' new paid-through dates, by account_number id (only numbers with a period renewing). */
  paidThrough: Map<number, string>;
}

const HUNDREDTHS_OF_A_PERCENT = 10_000;

/** Full years from `from` to `on` (0 before the first anniversary of `from`). */
export function fullYearsBetween(from: string, on: string): number {
  const a = parseDate(from);
  const b = parseDate(on);
  const years = b.year - a.year - (b.month < a.month || (b.month === a.month && b.day < a.day) ? 1 : 0);
  return Math.max(0, years);
}

/**
 * A licence's monthly fee on a day: the starting fee raised by its annual increase (hundredths of a percent)
 * once per full year since the licence began, COMPOUNDING, each year's fee rounded (half up) to a whole cent
 * before the next increase applies, as each year's invoice states it (docs/adr/0038).
 */
export function licenceMonthlyCents(
  license: { mrcCents: number; annualIncrease: number; startDate: string },
  on: string,
): number {
  let cents = license.mrcCents;
  for (let year = fullYearsBetween(license.startDate, on); year > 0; year--)
    cents = Math.round(
      (cents * (HUNDREDTHS_OF_A_PERCENT + license.annualIncrease)) / HUNDREDTHS_OF_A_PERCENT,
    );
  return cents;
}

/** The date a number is paid up to: its paid-through, or (never renewed) its first period's end. */
export function paidThroughOf(
  number: Pick<RecurringNumber, 'anniversaryDate' | 'paidThrough' | 'billingPeriod'>,
) {
  if (!number.anniversaryDate) return null;
  return number.paidThrough ?? addMonths(number.anniversaryDate, number.billingPeriod);
}

/** The account's seat period that `today` falls in (its anniversary day on or before today), or null. */
export function seatPeriodStart(anniversaryDate: string | null, today: string): string | null {
  if (!anniversaryDate) return null;
  const day = capAnniversaryDay(parseDate(anniversaryDate).day);
  const thisMonth = addMonths(`${today.slice(0, 8)}01`, 0, day);
  const start = daysBetween(thisMonth, today) >= 0 ? thisMonth : addMonths(thisMonth, -1, day);
  // The first month's seats are paid at checkout; seats renew from the first anniversary a month later.
  return daysBetween(addMonths(anniversaryDate, 1, day), start) >= 0 ? start : null;
}

function numberLines(
  number: RecurringNumber,
  today: string,
): { lines: PlannedLine[]; paidThrough: string | null } {
  let start = paidThroughOf(number);
  if (!start || !number.anniversaryDate || daysBetween(start, today) < 0)
    return { lines: [], paidThrough: null };
  const day = capAnniversaryDay(parseDate(number.anniversaryDate).day);
  const lines: PlannedLine[] = [];
  // A missed run catches up: every period that began on or before today is charged, each once.
  while (daysBetween(start, today) >= 0) {
    const end = addMonths(start, number.billingPeriod, day);
    const period = `${start} to ${end}`;
    const base = {
      subjectId: number.accountNumberId,
      tn: number.tn,
      userId: null,
      periodStart: start,
      periodEnd: end,
    };
    lines.push({
      ...base,
      kind: 'number',
      label: `${number.humanTn} ${number.planName} plan, ${period}`,
      cents: number.mrcCents * number.billingPeriod,
    });
    if (number.license)
      lines.push({
        ...base,
        kind: 'licence',
        label: `${number.humanTn} licence, ${period}`,
        cents: licenceMonthlyCents(number.license, start) * number.billingPeriod,
      });
    start = end;
  }
  return { lines, paidThrough: start };
}

/**
 * What a recurring run on `today` charges an account: every number period that renews (paid-through on or
 * before today: plan mrc times the billing period, and a licensed number's licence fee likewise), and each
 * user's seat for the account's current monthly period. Lines priced at 0 are left out.
 */
export function planRecurringCharges(billables: RecurringAccount, today: string): RecurringPlan {
  const lines: PlannedLine[] = [];
  const paidThrough = new Map<number, string>();
  for (const number of billables.numbers) {
    const planned = numberLines(number, today);
    lines.push(...planned.lines);
    if (planned.paidThrough) paidThrough.set(number.accountNumberId, planned.paidThrough);
  }
  const seatStart = seatPeriodStart(billables.anniversaryDate, today);
  if (seatStart) {
    const day = capAnniversaryDay(parseDate(billables.anniversaryDate!).day);
    const seatEnd = addMonths(seatStart, 1, day);
    for (const user of billables.users)
      lines.push({
        kind: 'user',
        subjectId: user.userId,
        tn: null,
        userId: user.userId,
        label: `${user.name} (${user.role}) user, ${seatStart} to ${seatEnd}`,
        periodStart: seatStart,
        periodEnd: seatEnd,
        cents: user.mrcCents,
      });
  }
  return { lines: lines.filter((line) => line.cents > 0), paidThrough };
}
