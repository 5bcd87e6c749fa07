export interface RelativeDateOptions {
  /** IANA zone the reader lives in (e.g. 'America/Los_Angeles'); default: the runtime's zone. */
  timeZone?: string;
  /** Default 'en-US'. */
  locale?: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit' };
const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A time ('3:04 PM') for dates less than 24 hours from `now`, in either direction (a message
 * scheduled for tomorrow morning reads as a time), otherwise a date ('11/20/2026').
 */
export function formatRelativeDate(
  date: Date | string | number,
  now: Date | number,
  options: RelativeDateOptions = {},
): string {
  const when = new Date(date);
  const reference = new Date(now);
  if (Number.isNaN(when.getTime()) || Number.isNaN(reference.getTime())) {
    throw new RangeError(`formatRelativeDate needs valid dates, got ${String(date)} and ${String(now)}`);
  }
  const recent = Math.abs(reference.getTime() - when.getTime()) < DAY_MS;
  const formatted = formatterFor(recent ? 'time' : 'date', options).format(when);
  // ICU 72+ puts a narrow no-break space before AM/PM; plain spaces keep the text stable across runtimes.
  return formatted.replace(/[\u202f\u00a0]/g, ' ');
}

function formatterFor(
  kind: 'time' | 'date',
  { timeZone, locale = 'en-US' }: RelativeDateOptions,
): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone ?? ''}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...(kind === 'time' ? TIME : DATE), timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}
