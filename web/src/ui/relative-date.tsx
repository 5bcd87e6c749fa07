import { formatRelativeDate } from '../../../src/shared/relative-date.ts';

export interface RelativeDateProps {
  date: Date | string | number;
  /** Defaults to the time of rendering; tests and lists pass one 'now' for consistency. */
  now?: Date | number;
  /** The reader's zone, e.g. 'America/Los_Angeles' on the messages screen; default: the browser's. */
  timeZone?: string;
  className?: string;
}

const LOCALE = 'en-US';

/** A time within 24 hours of now, otherwise a date; the full date and time on hover and for machines. */
export function RelativeDate({ date, now, timeZone, className }: RelativeDateProps) {
  const when = new Date(date);
  if (Number.isNaN(when.getTime())) return null;
  const full = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(
    when,
  );
  return (
    <time className={className} dateTime={when.toISOString()} title={full.replace(/[\u202f\u00a0]/g, ' ')}>
      {formatRelativeDate(when, now ?? Date.now(), { timeZone, locale: LOCALE })}
    </time>
  );
}
