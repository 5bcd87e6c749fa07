/** The list's search box (`q`): what a number or nickname must contain to match; null matches everything. */
export interface NumberSearch {
  /** The digits typed ('(201) 234' -> '201234'), matched inside the number's digits; null when none were typed. */
  digits: string | null;
  /** The text as typed, matched inside the nickname ignoring case. */
  text: string;
}

/** Longest search text read (a nickname is at most 100 characters). */
export const SEARCH_MAX = 100;

export function numberSearch(q: string | undefined): NumberSearch | null {
  const text = (q ?? '').trim().slice(0, SEARCH_MAX);
  if (!text) return null;
  const digits = text.replace(/\D/g, '');
  // Only a search made of a phone number's characters is also a number search: 'Suite 5' looks up nicknames.
  const looksLikeNumber = /^[\d\s()+.-]+$/.test(text);
  return { digits: looksLikeNumber && digits ? digits : null, text };
}

/** Whether a number matches the search (the in-memory fake's and the tests' reading of the SQL). */
export function matchesSearch(
  number: { tn: string; nickname: string },
  search: NumberSearch | null,
): boolean {
  if (!search) return true;
  if (search.digits !== null && number.tn.replace(/\D/g, '').includes(search.digits)) return true;
  return number.nickname.toLowerCase().includes(search.text.toLowerCase());
}
