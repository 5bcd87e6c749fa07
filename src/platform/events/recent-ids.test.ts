import { describe, expect, it } from 'vitest';
import { RecentIds } from './recent-ids.ts';

describe('RecentIds', () => {
  it('answers false for an id already seen, in any order', () => {
    const ids = new RecentIds(10);
    expect(ids.add(11)).toBe(true);
    expect(ids.add(10)).toBe(true);
    expect(ids.add(11)).toBe(false);
    expect(ids.add(10)).toBe(false);
  });

  it('forgets the oldest ids beyond its capacity', () => {
    const ids = new RecentIds(2);
    ids.add(1);
    ids.add(2);
    ids.add(3);
    expect(ids.add(1)).toBe(true);
    expect(ids.add(3)).toBe(false);
  });
});
