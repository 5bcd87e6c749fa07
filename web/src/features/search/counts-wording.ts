import type { SearchResult } from './search-api.ts';

const numbers = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'number' : 'numbers'}`;

/** "counted just now", "counted 40 seconds ago", "counted 3 minutes ago": the age of a count made at `asOf`. */
export function countedAgo(asOf: string, now: Date): string {
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(asOf).getTime()) / 1000));
  if (seconds < 10) return 'counted just now';
  if (seconds < 60) return `counted ${seconds} seconds ago`;
  const minutes = Math.floor(seconds / 60);
  return `counted ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ago`;
}

/**
 * A paged answer's total in plain words when it is not exact: "About 12,400 numbers · counted 3
 * minutes ago". Null when the total is exact, or capped (the refine hint says "More than 10,000").
 */
export function approximateTotalText(answer: SearchResult, now: Date): string | null {
  if (!answer.totalApproximate || !answer.countsAsOf || answer.refineHint) return null;
  const about = answer.total >= 1_000 ? Math.round(answer.total / 100) * 100 : answer.total;
  return `About ${numbers(about)} · ${countedAgo(answer.countsAsOf, now)}`;
}

/** The sidebar's note when its counts were made earlier: "Counts as of 3 minutes ago", or null. */
export function approximateFacetsText(
  answer: Pick<SearchResult, 'facetsApproximate' | 'countsAsOf'>,
  now: Date,
) {
  if (!answer.facetsApproximate || !answer.countsAsOf) return null;
  return `Counts are approximate, ${countedAgo(answer.countsAsOf, now)}.`;
}
