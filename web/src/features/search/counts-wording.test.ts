import { describe, expect, it } from 'vitest';
import { searchAnswer, searchNumber } from '../../../test/fixtures/search.ts';
import { approximateFacetsText, approximateTotalText, countedAgo } from './counts-wording.ts';
import type { SearchResult } from './search-api.ts';

const now = new Date('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

const paged = (overrides: Partial<SearchResult>): SearchResult =>
  searchAnswer([searchNumber('+12012340001')], {
    total: 12_437,
    countsAsOf: ago(3 * 60_000),
    totalApproximate: true,
    ...overrides,
  });

describe('counts wording', () => {
  it('says how long ago a count was made, in seconds then minutes', () => {
    expect(countedAgo(ago(4_000), now)).toBe('counted just now');
    expect(countedAgo(ago(40_000), now)).toBe('counted 40 seconds ago');
    expect(countedAgo(ago(60_000), now)).toBe('counted 1 minute ago');
    expect(countedAgo(ago(4 * 60_000 + 59_000), now)).toBe('counted 4 minutes ago');
  });

  it('rounds an approximate total of a thousand or more to the hundred', () => {
    expect(approximateTotalText(paged({}), now)).toBe('About 12,400 numbers · counted 3 minutes ago');
    expect(approximateTotalText(paged({ total: 987 }), now)).toBe(
      'About 987 numbers · counted 3 minutes ago',
    );
  });

  it('says nothing of an exact total, nor of one capped by paging (the refine hint says it)', () => {
    expect(approximateTotalText(paged({ totalApproximate: false, countsAsOf: null }), now)).toBeNull();
    expect(
      approximateTotalText(paged({ total: 10_000, refineHint: 'More than 10,000 numbers match.' }), now),
    ).toBeNull();
  });

  it('notes approximate sidebar counts with their age', () => {
    expect(approximateFacetsText({ facetsApproximate: true, countsAsOf: ago(40_000) }, now)).toBe(
      'Counts are approximate, counted 40 seconds ago.',
    );
    expect(approximateFacetsText({ facetsApproximate: false, countsAsOf: null }, now)).toBeNull();
  });
});
