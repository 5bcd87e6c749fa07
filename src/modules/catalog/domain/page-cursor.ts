import { MAX_PAGED_RESULTS } from '../../../shared/search-rules.ts';
import type { SearchSort } from './search-criteria.ts';

/**
 * Where a keyset page starts (docs/adr/0077): just after the number with this sort key (price in
 * cents, or the number itself for numeric order) and id, which was result `position - 1`.
 */
export interface PageCursor {
  sort: SearchSort;
  position: number;
  key: string;
  id: number;
}

const SORT_LETTER: Record<SearchSort, string> = { 'price+': 'a', 'price-': 'd', tn: 'n' };

/** The cursor's text, as the `after` query parameter carries it: `a48.2500.1234` (sort, position, key, id). */
export function encodePageCursor(cursor: PageCursor): string {
  return `${SORT_LETTER[cursor.sort]}${cursor.position}.${cursor.key}.${cursor.id}`;
}

export const PAGE_CURSOR_PATTERN = /^([adn])(\d{1,5})\.(\d{1,15})\.(\d{1,15})$/;

/** The cursor `after` names, or null when it is malformed, past the paging cap or made for another sort. */
export function decodePageCursor(text: string, sort: SearchSort): PageCursor | null {
  const match = PAGE_CURSOR_PATTERN.exec(text);
  if (!match) return null;
  const [, letter, position, key, id] = match;
  if (SORT_LETTER[sort] !== letter) return null;
  if (Number(position) < 1 || Number(position) >= MAX_PAGED_RESULTS) return null;
  return { sort, position: Number(position), key: key!, id: Number(id) };
}
