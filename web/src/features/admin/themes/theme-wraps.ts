/**
 * The Theme Patterns preview (spec 3: "preview of four sample wraps"): four made-up numbers that match the
 * theme's patterns, as the search page would wrap them. A pattern reads as the server's does: digits stand
 * for themselves, each capital letter for one digit (different letters, different digits), anchored at
 * the end of the number, after an optional leading '*'.
 */

export const WRAP_COUNT = 4;

const PATTERN = /^\*?[0-9A-Z]{1,10}$/;

/** The pattern as the server stores it (upper case, no spaces or dashes), or null when it is not one. */
export function normalizePattern(input: string): string | null {
  const compact = input.replace(/[\s-]/g, '').toUpperCase();
  return PATTERN.test(compact) ? compact : null;
}

// Ten-digit sample numbers whose tails the patterns overwrite: real area codes, 555 exchanges.
const BASES = ['2125550147', '3125550182', '4155550163', '6175550129'];
// Digits given to a pattern's letters, in order of first use; each sample starts further along.
const DIGITS = '7395184620';

export interface ThemeWrap {
  /** The pattern the sample was made from. */
  pattern: string;
  /** The number's digits before the pattern, and the pattern's part. */
  lead: string;
  tail: string;
}

function fill(pattern: string, sample: number): string {
  const letters = new Map<string, string>();
  let tail = '';
  for (const symbol of pattern.replace('*', '')) {
    if (symbol >= '0' && symbol <= '9') {
      tail += symbol;
      continue;
    }
    if (!letters.has(symbol)) letters.set(symbol, DIGITS[(letters.size + sample * 3) % DIGITS.length]!);
    tail += letters.get(symbol);
  }
  return tail;
}

/** Four sample numbers for the theme's patterns, taking them in turn; none without patterns. */
export function themeWraps(patterns: readonly string[]): ThemeWrap[] {
  const usable = patterns.map(normalizePattern).filter((pattern): pattern is string => pattern !== null);
  if (usable.length === 0) return [];
  return Array.from({ length: WRAP_COUNT }, (_, sample) => {
    const pattern = usable[sample % usable.length]!;
    const tail = fill(pattern, sample);
    const base = BASES[sample % BASES.length]!;
    return { pattern, lead: base.slice(0, base.length - tail.length), tail };
  });
}

/** '2125550147' split at `lead.length` and written (212) 555-0147, the pattern's digits marked. */
export function formatWrap({ lead, tail }: ThemeWrap): { before: string; marked: string } {
  const digits = lead + tail;
  const formatted = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  // Formatting adds 4 characters before the exchange ("(", ") ") and 1 before the line ("-").
  const at = lead.length;
  const offset = at < 3 ? 1 : at < 6 ? 3 : 4;
  const cut = at === 0 ? 0 : at + offset;
  return { before: formatted.slice(0, cut), marked: formatted.slice(cut) };
}
