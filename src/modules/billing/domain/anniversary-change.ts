import {
  addMonths,
  capAnniversaryDay,
  formatDate,
  nextAnniversary,
  parseDate,
  proratedCents,
} from '../../../shared/proration.ts';
import {
  licenceMonthlyCents,
  paidThroughOf,
  type RecurringAccount,
  seatPeriodStart,
} from './recurring-charges.ts';

/** An account as the anniversary change reads it: as a recurring run does (billing's AccountBillables). */
export type AnniversaryAccount = RecurringAccount;

/** A number or a user seat: paid up to `currentDate`, then up to `newDate` for `proratedCents` more. */
export interface AnniversaryLine {
  kind: 'number' | 'user';
  accountNumberId: number | null;
  userId: number | null;
  tn: string | null;
  label: string;
  /** The date it is paid up to now (exclusive): its next bill date. */
  currentDate: string;
  /** Its next bill date after the change: the first new anniversary on or after `currentDate`. */
  newDate: string;
  /** What it costs a month (a licensed number: plan and licence fee). */
  monthlyCents: number;
  /** The days from currentDate to newDate, each priced by its own month. */
  proratedCents: number;
  /** The number's new anniversary date (its day is the new day); null for users. */
  newAnniversaryDate: string | null;
}

export interface AnniversaryChange {
  /** The current anniversary day (1-28), null when the account has none yet. */
  currentDay: number | null;
  /** The new day, capped at 28. */
  newDay: number;
  /** The account's new anniversary date. */
  anniversaryDate: string;
  lines: AnniversaryLine[];
  totalCents: number;
}

/** The date with its day replaced (the day is 1-28, so every month has it). */
export function withDay(date: string, day: number): string {
  return formatDate({ ...parseDate(date), day });
}

/** What the account's seats are paid up to: the end of the seat period today falls in (or the first one). */
export function seatsPaidThrough(anniversaryDate: string | null, today: string): string | null {
  if (!anniversaryDate) return null;
  const day = capAnniversaryDay(parseDate(anniversaryDate).day);
  const start = seatPeriodStart(anniversaryDate, today);
  return addMonths(start ?? anniversaryDate, 1, day);
}

/**
 * Spec 2's anniversary-date change, priced (docs/adr/0039): each number pays its monthly price (plan, and a
 * licence's fee) for the days from its paid-through date to the first new anniversary on or after it, and
 * each user seat likewise from the seats' paid-through date; numbers billed yearly are prorated at their
 * monthly price too (their year simply ends on the new day). A number with no anniversary is not billed
 * and left out. Moving to the current day costs nothing, so asking twice charges once.
 */
export function planAnniversaryChange(
  account: AnniversaryAccount,
  wantedDay: number,
  today: string,
): AnniversaryChange {
  const newDay = capAnniversaryDay(wantedDay);
  const lines: AnniversaryLine[] = [];
  for (const number of account.numbers) {
    const current = paidThroughOf(number);
    if (!current || !number.anniversaryDate) continue;
    const newDate = nextAnniversary(newDay, current);
    const monthlyCents =
      number.mrcCents + (number.license ? licenceMonthlyCents(number.license, current) : 0);
    lines.push({
      kind: 'number',
      accountNumberId: number.accountNumberId,
      userId: null,
      tn: number.tn,
      label: `${number.humanTn} ${number.planName} plan`,
      currentDate: current,
      newDate,
      monthlyCents,
      proratedCents: proratedCents(monthlyCents, current, newDate),
      newAnniversaryDate: withDay(number.anniversaryDate, newDay),
    });
  }
  const seats = seatsPaidThrough(account.anniversaryDate, today);
  if (seats) {
    const newDate = nextAnniversary(newDay, seats);
    for (const user of account.users)
      lines.push({
        kind: 'user',
        accountNumberId: null,
        userId: user.userId,
        tn: null,
        label: `${user.name} (${user.role}) user`,
        currentDate: seats,
        newDate,
        monthlyCents: user.mrcCents,
        proratedCents: proratedCents(user.mrcCents, seats, newDate),
        newAnniversaryDate: null,
      });
  }
  return {
    currentDay: account.anniversaryDate ? capAnniversaryDay(parseDate(account.anniversaryDate).day) : null,
    newDay,
    anniversaryDate: withDay(account.anniversaryDate ?? today, newDay),
    lines,
    totalCents: lines.reduce((sum, line) => sum + line.proratedCents, 0),
  };
}

/**
 * The seat period that ends on the seats' new date. Its first days were paid on the old schedule and the rest by
 * the proration, so it is recorded as charged for recurring runs (they would otherwise bill it in full).
 */
export function newSeatPeriod(change: AnniversaryChange): { start: string; end: string } | null {
  const seat = change.lines.find((line) => line.kind === 'user');
  if (!seat) return null;
  return { start: addMonths(seat.newDate, -1, change.newDay), end: seat.newDate };
}
