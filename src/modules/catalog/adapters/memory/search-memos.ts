import { ShortLivedCache } from '../../../../platform/cache/short-lived-cache.ts';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { CountedTotal, Facets, SearchMemos, SectionPicks } from '../../ports/number-search.ts';

/**
 * How long each search answer is reused in one API process (ADR 0010). Totals and facets may lag
 * the inventory by this much; section picks are re-checked on every request, so only which numbers
 * fill the sections lags; a theme change by staff reaches search within a minute. Every memo is shared by
 * all visitors, whatever their basket (docs/adr/0077).
 */
export const SEARCH_MEMO_TTL_MS = {
  totals: 15_000,
  facets: 30_000,
  sectionPicks: 60_000,
  themePatterns: 60_000,
} as const;

/** The search memos of one API process, within `maxBytes` together (MEMO_MAX_MB). */
export function inProcessSearchMemos(clock: Clock, maxBytes: number): SearchMemos {
  const cache = new ShortLivedCache({ maxBytes, clock });
  return {
    totals: cache.memo<CountedTotal>('totals', SEARCH_MEMO_TTL_MS.totals),
    facets: cache.memo<Facets>('facets', SEARCH_MEMO_TTL_MS.facets),
    sectionPicks: cache.memo<SectionPicks>('sectionPicks', SEARCH_MEMO_TTL_MS.sectionPicks),
    themePatterns: cache.memo<string[]>('themePatterns', SEARCH_MEMO_TTL_MS.themePatterns),
  };
}
