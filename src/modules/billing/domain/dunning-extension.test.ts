import { describe, expect, it } from 'vitest';
import { DUNNING_DELAY_MAX_DAYS } from '../../../shared/dunning-rules.ts';
import { extendedDelay } from './dunning-extension.ts';

const open = { retriesDone: 1, licencesEndedOn: null, delayDays: 0 };

describe('pushing a dunning back', () => {
  it('adds the days to the delay already given', () => {
    expect(extendedDelay(open, 7)).toBe(7);
    expect(extendedDelay({ ...open, delayDays: 7 }, 3)).toBe(10);
  });

  it(`stops at ${DUNNING_DELAY_MAX_DAYS} days in all, saying how many are left`, () => {
    expect(extendedDelay({ ...open, delayDays: 50 }, 10)).toBe(60);
    expect(() => extendedDelay({ ...open, delayDays: 50 }, 11)).toThrow(
      'This dunning can be pushed back at most 10 more days.',
    );
    expect(() => extendedDelay({ ...open, delayDays: 60 }, 1)).toThrow(
      'This dunning has been pushed back as far as it may be.',
    );
  });

  it('still moves the licence end once the retries are used up, but not when nothing is left to move', () => {
    expect(extendedDelay({ ...open, retriesDone: 3 }, 5)).toBe(5);
    expect(extendedDelay({ ...open, licencesEndedOn: '2026-11-29' }, 5)).toBe(5);
    expect(() => extendedDelay({ ...open, retriesDone: 3, licencesEndedOn: '2026-11-29' }, 5)).toThrow(
      'nothing left to push back',
    );
  });
});
