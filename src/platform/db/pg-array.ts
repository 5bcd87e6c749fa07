const ELEMENT_NEEDS_QUOTES = /[",{}\\\s]|^null$|^$/i;

/** A PostgreSQL array literal: '{XXXX,repeater}', '{}' when empty; elements quoted only when they must be. */
export function toPgArray(items: readonly string[]): string {
  const elements = items.map((item) =>
    ELEMENT_NEEDS_QUOTES.test(item) ? `"${item.replace(/["\\]/g, '\\$&')}"` : item,
  );
  return `{${elements.join(',')}}`;
}
