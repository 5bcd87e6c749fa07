/**
 * Billing dates and proration (spec 2 section 9: "Anniversary day capped at 28; pricing proration by days in
 * month"). Dates are calendar days as 'YYYY-MM-DD' strings in UTC; amounts are integer cents. One rule for the
 * server (plan change, anniversary change, recurring charges) and the screens that preview them.
 */

/** The latest day of the month an anniversary may fall on, so every month has it. */
export const MAX_ANNIVERSARY_DAY = 28;

export interface CalendarDate {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Reads 'YYYY-MM-DD'; throws on anything else or on a day the month does not have. */
export function parseDate(text: string): CalendarDate {
  const match = ISO_DATE.exec(text);
  if (!match) throw new RangeError(`Not a date: '${text}'`);
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  if (date.month < 1 || date.month > 12 || date.day < 1 || date.day > daysInMonth(date.year, date.month))
    throw new RangeError(`Not a date: '${text}'`);
  return date;
}

export function formatDate(date: CalendarDate): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** The calendar day (UTC) of an instant. */
export function dateOf(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** Whole days from one date to a later one (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return epochDay(to) - epochDay(from);
}

/** The date `months` later on `day` (capped at the month's length), e.g. 2026-01-28 + 1 month on day 28. */
export function addMonths(from: string, months: number, day?: number): string {
  const start = parseDate(from);
  const index = start.year * 12 + (start.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return formatDate({ year, month, day: Math.min(day ?? start.day, daysInMonth(year, month)) });
}

/** An anniversary day for a wanted day of the month: 29, 30 and 31 become 28. */
export function capAnniversaryDay(day: number): number {
  return Math.min(day, MAX_ANNIVERSARY_DAY);
}

/** The first date on or after `onOrAfter` that falls on the anniversary `day` (1-28). */
export function nextAnniversary(day: number, onOrAfter: string): string {
  if (!Number.isInteger(day) || day < 1 || day > MAX_ANNIVERSARY_DAY)
    throw new RangeError(`An anniversary day is 1-${MAX_ANNIVERSARY_DAY}, not ${day}`);
  const from = parseDate(onOrAfter);
  const sameMonth = formatDate({ ...from, day });
  return from.day <= day ? sameMonth : addMonths(sameMonth, 1, day);
}

// The least common multiple of 28, 29, 30 and 31: every day's share of its month is a whole number of these.
const DAY_SHARE_UNITS = 377_580;

/**
 * What `monthlyCents` costs for the days from `from` (inclusive) to `to` (exclusive): each day costs the monthly
 * price divided by the days of ITS month, so a day of February costs more than a day of March. Rounded once, half
 * up, to a whole cent. Zero when `to` is not after `from`.
 */
export function proratedCents(monthlyCents: number, from: string, to: string): number {
  if (!Number.isSafeInteger(monthlyCents) || monthlyCents < 0)
    throw new RangeError('A monthly price is a whole, non-negative number of cents');
  let units = 0;
  let cursor = parseDate(from);
  const end = epochDay(to);
  while (epochDay(formatDate(cursor)) < end) {
    const monthDays = daysInMonth(cursor.year, cursor.month);
    const monthEnd = epochDay(addMonths(formatDate({ ...cursor, day: 1 }), 1, 1));
    const days = Math.min(monthEnd, end) - epochDay(formatDate(cursor));
    units += monthlyCents * days * (DAY_SHARE_UNITS / monthDays);
    cursor = parseDate(addMonths(formatDate({ ...cursor, day: 1 }), 1, 1));
  }
  return Math.floor((2 * units + DAY_SHARE_UNITS) / (2 * DAY_SHARE_UNITS));
}

function epochDay(text: string): number {
  const date = parseDate(text);
  return Date.UTC(date.year, date.month - 1, date.day) / 86_400_000;
}
