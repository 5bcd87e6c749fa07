/** How a list query value is read from its query-string text. */
export type ListFieldType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | 'enum';

export type ListFilterValue = string | number | boolean | Date;

export type CoercedListValue = { ok: true; value: ListFilterValue } | { ok: false; error: string };

const INTEGER = /^-?\d+$/;
const DECIMAL = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** Reads one query-string value as the field's type; `enumValues` lists what an 'enum' accepts. */
export function coerceListValue(
  type: ListFieldType,
  text: string,
  enumValues: readonly string[] = [],
): CoercedListValue {
  switch (type) {
    case 'string':
      return { ok: true, value: text };
    case 'integer':
      return INTEGER.test(text) && Number.isSafeInteger(Number(text))
        ? { ok: true, value: Number(text) }
        : { ok: false, error: 'must be an integer' };
    case 'number':
      return DECIMAL.test(text)
        ? { ok: true, value: Number(text) }
        : { ok: false, error: 'must be a number' };
    case 'boolean':
      return text === 'true' || text === 'false'
        ? { ok: true, value: text === 'true' }
        : { ok: false, error: "must be 'true' or 'false'" };
    case 'date': {
      const date = parseIsoDate(text);
      return date
        ? { ok: true, value: date }
        : { ok: false, error: 'must be an ISO 8601 date (2026-11-20 or 2026-11-20T15:04:00Z)' };
    }
    case 'enum':
      return enumValues.includes(text)
        ? { ok: true, value: text }
        : { ok: false, error: `must be one of ${enumValues.join(', ')}` };
  }
}

/**
 * '2026-11-20', '2026-11-20T15:04', '2026-11-20T15:04:05.123+02:00'; null for anything else,
 * impossible dates (Feb 30) included. A date alone is midnight UTC and a time without a zone is
 * UTC, so the answer never depends on the server's zone.
 */
export function parseIsoDate(text: string): Date | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [, year, month, day, hour, minute = '00', second = '00', zone] = match;
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const inRange =
    Number(month) >= 1 &&
    Number(month) <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour ?? 0) < 24 &&
    Number(minute) < 60 &&
    Number(second) < 60;
  if (!inRange) return null;
  const date = new Date(hour === undefined ? `${text}T00:00:00Z` : zone === undefined ? `${text}Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}
