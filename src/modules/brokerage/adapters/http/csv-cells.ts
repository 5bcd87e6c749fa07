/** Cells of the broker area's CSV downloads (licences, transactions): dollars, dates, spreadsheet-safe text. */
export const dollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

const FORMULA_START = /^[=+\-@\t\r]/;
export const safeCell = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** The date in the caller's time zone ($timeZone), ISO when none or unknown. */
export function dateIn(iso: string | null, timeZone: string | undefined): string {
  if (!iso) return '';
  if (!timeZone) return iso.slice(0, 10);
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}
