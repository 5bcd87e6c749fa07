import { describe, expect, it } from 'vitest';
import { countFreshness } from './count-freshness.ts';

const now = new Date('2026-11-24T12:00:00.000Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('count freshness', () => {
  it('calls nothing approximate when every count was made for this answer', () => {
    expect(
      countFreshness(
        { total: { countedAt: now, fromTally: false }, facets: { countedAt: now, fromTally: false } },
        now,
      ),
    ).toEqual({ countsAsOf: null, totalApproximate: false, facetsApproximate: false });
  });

  it('calls nothing approximate when the answer has no counts', () => {
    expect(countFreshness({ total: null, facets: null }, now)).toEqual({
      countsAsOf: null,
      totalApproximate: false,
      facetsApproximate: false,
    });
  });

  it('dates a remembered count by when it was made', () => {
    expect(
      countFreshness({ total: { countedAt: ago(10_000), fromTally: false }, facets: null }, now),
    ).toEqual({
      countsAsOf: '2026-11-24T11:59:50.000Z',
      totalApproximate: true,
      facetsApproximate: false,
    });
  });

  it('calls a tally approximate even when it was rebuilt this instant: it does not see holds', () => {
    expect(countFreshness({ total: null, facets: { countedAt: now, fromTally: true } }, now)).toEqual({
      countsAsOf: now.toISOString(),
      totalApproximate: false,
      facetsApproximate: true,
    });
  });

  it('gives the age of the oldest approximate count', () => {
    const freshness = countFreshness(
      {
        total: { countedAt: ago(5_000), fromTally: false },
        facets: { countedAt: ago(4 * 60_000), fromTally: true },
      },
      now,
    );
    expect(freshness).toEqual({
      countsAsOf: '2026-11-24T11:56:00.000Z',
      totalApproximate: true,
      facetsApproximate: true,
    });
  });
});
