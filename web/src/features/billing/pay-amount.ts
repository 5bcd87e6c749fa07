/** Spec 2's pay-now texts, and the server's minimum. */
export const NOT_A_NUMBER = (text: string) => `${text} is not a number`;
export const NEGATIVE_AMOUNT = 'Payment amounts under $0.00 are not supported.';
export const MINIMUM_AMOUNT = 'The smallest payment is $1.00.';

/** The typed dollars as whole cents (floored, as spec 2 says), or the problem with them. */
export function parsePayAmount(text: string): { cents: number } | { problem: string } {
  const cleaned = text.trim().replace(/^\$/, '').replaceAll(',', '');
  const value = cleaned === '' ? Number.NaN : Number(cleaned);
  if (!Number.isFinite(value)) return { problem: NOT_A_NUMBER(text.trim() || '""') };
  if (value < 0) return { problem: NEGATIVE_AMOUNT };
  const cents = Math.floor(value * 100 + 1e-9);
  if (cents < 100) return { problem: MINIMUM_AMOUNT };
  return { cents };
}

/** ?amount= (cents) as a whole number of cents, or null. */
export function centsParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}
