import { stringify } from 'csv-stringify/sync';
import { formatListingDollars } from '../../../../shared/broker-listing-rules.ts';
import { ValidationError } from '../../../../shared/domain-error.ts';
import type { ListingView } from '../../app/listing-view.ts';

/** Columns: the API's field names, so a downloaded file reads back as an upload; dollars as the screen shows. */
const COLUMNS: Array<[keyof ListingView, 'text' | 'dollars' | 'yesNo' | 'date']> = [
  ['tn', 'text'],
  ['formattedTn', 'text'],
  ['type', 'text'],
  ['isListed', 'yesNo'],
  ['price', 'dollars'],
  ['retailPrice', 'dollars'],
  ['minimumOffer', 'dollars'],
  ['isNegotiable', 'yesNo'],
  ['isLicensable', 'yesNo'],
  ['licenseOneTimeFee', 'dollars'],
  ['licenseMonthlyFee', 'dollars'],
  ['licenseAnnualIncrease', 'text'],
  ['pigPickPercentage', 'text'],
  ['spelling', 'text'],
  ['isOnSale', 'yesNo'],
  ['needsVerification', 'yesNo'],
  ['verifiedUntilDate', 'date'],
  ['updateDate', 'date'],
];
const FORMULA_START = /^[=+\-@\t\r]/;
// '+1406...' is a number, not a formula; other cells starting so are quoted for spreadsheets.
const safeCell = (text: string) => (FORMULA_START.test(text) && !/^\+\d+$/.test(text) ? `'${text}` : text);

/** `$locale` and `$timeZone` of the CSV request, checked (400 naming the parameter). */
export function csvDateFormat(locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  try {
    return new Intl.DateTimeFormat(locale || 'en-US', {
      timeZone: timeZone || 'UTC',
      dateStyle: 'short',
      timeStyle: 'short',
    });
  } catch {
    const key = (() => {
      try {
        new Intl.DateTimeFormat(locale || 'en-US');
        return '$timeZone';
      } catch {
        return '$locale';
      }
    })();
    throw new ValidationError('list.invalid_query', `Invalid list query: ${key}.`, {
      errors: { [key]: key === '$locale' ? 'unknown locale' : 'unknown time zone' },
    });
  }
}

/** The listings as a CSV file (RFC 4180, CRLF): the header even without rows. */
export function listingsCsv(rows: ListingView[], dates: Intl.DateTimeFormat): string {
  const cell = (row: ListingView, [field, kind]: (typeof COLUMNS)[number]) => {
    const value = row[field];
    if (value === null || value === undefined) return '';
    if (kind === 'dollars') return formatListingDollars(value as number);
    if (kind === 'yesNo') return value ? 'Y' : 'N';
    if (kind === 'date') return dates.format(new Date(value as string));
    return String(value);
  };
  const body = rows.map((row) => COLUMNS.map((column) => safeCell(cell(row, column))));
  return stringify([COLUMNS.map(([field]) => field), ...body], { record_delimiter: 'windows' });
}
