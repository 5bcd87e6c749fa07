import { describe, expect, it } from 'vitest';
import { isLoose, LOOSE_BELOW_LEAF_DENSITY } from './index-health.ts';

describe('a loose index (docs/adr/0094)', () => {
  it('is a B-tree whose leaf pages are under 80% used; a fresh build fills them to 90%', () => {
    expect(LOOSE_BELOW_LEAF_DENSITY).toBe(80);
    expect(isLoose(61.4)).toBe(true);
    expect(isLoose(79.9)).toBe(true);
    expect(isLoose(80)).toBe(false);
    expect(isLoose(90.1)).toBe(false);
  });

  it('is never an index whose fill is not measured (GIN, or no leaf page yet)', () => {
    expect(isLoose(null)).toBe(false);
  });
});
