import { ShortLivedCache } from '../../../platform/cache/short-lived-cache.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { CountedTotal, Facets, FoundNumber, SearchMemos } from '../ports/number-search.ts';

/**
 * How long each search answer is reused in one API process (ADR 0010). Totals and facets may lag
 * the inventory by this much; section picks are re-checked on every request, so only which numbers
 * fill the sections lags; a theme change by staff reaches search within a minute.
 */
export const SEARCH_MEMO_TTL_MS = {
  totals: 15_000,
  facets: 30_000,
  sectionPicks: 30_000,
  themePatterns: 60_000,
} as const;
const MAX_SEARCHES_REMEMBERED = 5_000;

export function inProcessSearchMemos(clock: Clock): SearchMemos {
  const memo = <T extends {}>(ttlMs: number) =>
    new ShortLivedCache<T>({ ttlMs, maxEntries: MAX_SEARCHES_REMEMBERED, clock });
  return {
    totals: memo<CountedTotal>(SEARCH_MEMO_TTL_MS.totals),
    facets: memo<Facets>(SEARCH_MEMO_TTL_MS.facets),
    sectionPicks: memo<FoundNumber[]>(SEARCH_MEMO_TTL_MS.sectionPicks),
    themePatterns: memo<string[]>(SEARCH_MEMO_TTL_MS.themePatterns),
  };
}
