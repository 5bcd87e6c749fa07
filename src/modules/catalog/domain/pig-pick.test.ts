import { describe, expect, it } from 'vitest';
import {
  choosePigPick,
  PIG_PICK_PROMOTION_MS,
  PigPickTurns,
  promotionCounts,
  topPigPicks,
} from './pig-pick.ts';

const pick = (id: number, pigPickPct: number) => ({ id, pigPickPct });

describe('Pig Pick choice', () => {
  it('promotes the highest percentage', () => {
    expect(choosePigPick([pick(1, 5), pick(2, 15), pick(3, 10)], 0)?.id).toBe(2);
    expect(choosePigPick([pick(1, 5), pick(2, 15), pick(3, 10)], 7)?.id).toBe(2);
  });

  it('takes ties at the highest percentage in turn, round robin', () => {
    const candidates = [pick(1, 10), pick(2, 5), pick(3, 10), pick(4, 10)];
    expect([0, 1, 2, 3, 4, 5].map((turn) => choosePigPick(candidates, turn)?.id)).toEqual([1, 3, 4, 1, 3, 4]);
  });

  it('promotes nothing when no candidate pays a percentage', () => {
    expect(choosePigPick([pick(1, 0)], 0)).toBeNull();
    expect(choosePigPick([], 3)).toBeNull();
    expect(topPigPicks([pick(1, 0), pick(2, 0)])).toEqual([]);
  });
});

describe('Pig Pick turns', () => {
  it('counts each search on its own', () => {
    const turns = new PigPickTurns();
    expect([turns.next('a'), turns.next('a'), turns.next('b'), turns.next('a')]).toEqual([0, 1, 0, 2]);
  });

  it('starts again rather than grow past its bound', () => {
    const turns = new PigPickTurns(2);
    turns.next('a');
    turns.next('a');
    turns.next('b');
    expect(turns.next('c')).toBe(0);
    expect(turns.next('a')).toBe(0);
  });
});

describe('a promotion counting for a sale', () => {
  const shownAt = new Date('2026-11-24T12:00:00.000Z');
  const shown = { tn: '+12015550100', percentage: 10, shownAt };
  const at = (ms: number) => new Date(shownAt.getTime() + ms);

  it('counts for the same number within the window', () => {
    expect(promotionCounts(shown, '+12015550100', at(PIG_PICK_PROMOTION_MS))).toEqual(shown);
  });

  it('does not count for another number, after the window or before it was shown', () => {
    expect(promotionCounts(shown, '+12015550101', at(1000))).toBeNull();
    expect(promotionCounts(shown, '+12015550100', at(PIG_PICK_PROMOTION_MS + 1))).toBeNull();
    expect(promotionCounts(shown, '+12015550100', at(-1))).toBeNull();
    expect(promotionCounts(null, '+12015550100', at(1000))).toBeNull();
  });
});
