import { describe, expect, it } from 'vitest';
import { nextAnniversary } from './license.ts';

describe('a licence anniversary (when its annual increase applies)', () => {
  const start = new Date('2025-03-10T12:00:00Z');

  it('is the first anniversary of the start date after the given date', () => {
    expect(nextAnniversary(start, new Date('2025-03-10T12:00:00Z')).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
    expect(nextAnniversary(start, new Date('2026-03-09T00:00:00Z')).toISOString()).toBe(
      '2026-03-10T12:00:00.000Z',
    );
    expect(nextAnniversary(start, new Date('2026-11-28T00:00:00Z')).toISOString()).toBe(
      '2027-03-10T12:00:00.000Z',
    );
  });

  it('rolls a 29 February start to 1 March in other years', () => {
    expect(
      nextAnniversary(new Date('2024-02-29T00:00:00Z'), new Date('2024-06-01T00:00:00Z')).toISOString(),
    ).toBe('2025-03-01T00:00:00.000Z');
  });
});
