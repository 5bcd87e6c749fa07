import {
  LISTING_MESSAGES,
  parseListingBoolean,
  parseListingDollars,
} from '../../../shared/broker-listing-rules.ts';
import { CSV_JOB_COLUMNS, type CsvJobColumn } from '../../../shared/brokerage-job-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { CsvFormatError } from './brokerage.errors.ts';
import type { JobRowChange } from './job-change.ts';
import type { ListingChange } from './listing.ts';

/** One CSV line, checked for format only (the listing rules run when the worker applies it). */
export interface CsvJobRow {
  lineNo: number;
  tn: string;
  change: JobRowChange;
}

const DOLLAR_FIELDS = {
  price: 'priceCents',
  minimumOffer: 'minimumOfferCents',
  licenseOneTimeFee: 'licenseOneTimeCents',
  licenseMonthlyFee: 'licenseMonthlyCents',
} as const satisfies Partial<Record<CsvJobColumn, keyof ListingChange>>;
const BOOLEAN_FIELDS = ['isListed', 'isNegotiable', 'isLicensable'] as const;
const PERCENT_FIELDS = ['licenseAnnualIncrease', 'pigPickPercentage'] as const;
// Spec 3's true values (parseListingBoolean) and their opposites; any other text is a formatting error.
const FALSE_TEXTS = new Set(['false', 'n', 'no']);

/** Checks the header line: known column names, each once, `tn` among them. */
export function checkCsvHeader(columns: readonly string[]): CsvJobColumn[] {
  const seen = new Set<string>();
  for (const column of columns) {
    if (!(CSV_JOB_COLUMNS as readonly string[]).includes(column))
      throw new CsvFormatError(1, column, `unknown column; use ${CSV_JOB_COLUMNS.join(', ')}.`);
    if (seen.has(column)) throw new CsvFormatError(1, column, 'the column appears twice.');
    seen.add(column);
  }
  if (!seen.has('tn')) throw new CsvFormatError(1, 'tn', 'the tn column is required.');
  return columns as CsvJobColumn[];
}

/** One data line (its record keyed by column) as a job row; throws CsvFormatError naming line and column. */
export function parseCsvJobRow(record: Partial<Record<CsvJobColumn, string>>, lineNo: number): CsvJobRow {
  const tnText = (record.tn ?? '').trim();
  const number = PhoneNumber.tryParse(tnText);
  if (!number) throw new CsvFormatError(lineNo, 'tn', 'not a phone number.');
  const change: ListingChange = {};
  for (const [column, field] of Object.entries(DOLLAR_FIELDS)) {
    const cents = parseListingDollars(record[column as CsvJobColumn]);
    if (cents === 'invalid') throw new CsvFormatError(lineNo, column, LISTING_MESSAGES.notAnAmount);
    if (cents !== null) change[field] = cents;
  }
  for (const column of BOOLEAN_FIELDS) {
    const text = (record[column] ?? '').trim();
    if (text === '') continue;
    if (parseListingBoolean(text) || /^(y|yes|true)$/i.test(text)) change[column] = true;
    else if (FALSE_TEXTS.has(text.toLowerCase())) change[column] = false;
    else throw new CsvFormatError(lineNo, column, 'use Y or N.');
  }
  for (const column of PERCENT_FIELDS) {
    const text = (record[column] ?? '').trim();
    if (text === '') continue;
    if (!/^\d{1,3}$/.test(text))
      throw new CsvFormatError(lineNo, column, 'use a whole percentage, such as 5.');
    change[column] = Number(text);
  }
  return { lineNo, tn: number.e164, change };
}
