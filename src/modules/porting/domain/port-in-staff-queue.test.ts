import { describe, expect, it } from 'vitest';
import { daysOpen, lastCarrierEvent, lateCutoff } from './port-in-staff-queue.ts';

const at = (iso: string) => new Date(iso);

describe('the staff queue of port-ins', () => {
  it('calls an order late from the 30th day after it was placed', () => {
    expect(lateCutoff(at('2026-11-30T12:00:00Z')).toISOString()).toBe('2026-10-31T12:00:00.000Z');
  });

  it('counts whole days open, 0 on the day it was placed', () => {
    const placed = at('2026-11-01T12:00:00Z');
    expect(daysOpen(placed, at('2026-11-02T11:59:59Z'))).toBe(0);
    expect(daysOpen(placed, at('2026-11-02T12:00:00Z'))).toBe(1);
    expect(daysOpen(placed, at('2026-12-01T12:00:00Z'))).toBe(30);
    expect(daysOpen(placed, at('2026-10-31T12:00:00Z'))).toBe(0);
  });

  it("shows the carrier's latest step, skipping our own (corrections, park, cancel), or none before submission", () => {
    const event = (kind: 'created' | 'submitted' | 'rejected' | 'corrected' | 'parked', day: number) => ({
      kind,
      at: `2026-11-0${day}T00:00:00.000Z`,
      text: kind,
    });
    expect(lastCarrierEvent([event('created', 1)])).toBeNull();
    expect(
      lastCarrierEvent([
        event('created', 1),
        event('submitted', 2),
        event('rejected', 3),
        event('corrected', 4),
      ]),
    ).toEqual(event('rejected', 3));
    expect(lastCarrierEvent([event('created', 1), event('submitted', 2), event('parked', 5)])?.kind).toBe(
      'submitted',
    );
  });
});
