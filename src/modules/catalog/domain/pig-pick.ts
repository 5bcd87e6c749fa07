/**
 * Pig Pick (spec 3 section 1, docs/adr/0066): a broker's listing that pays a percentage on top of the 40%
 * default commission is shown as one promoted first result of a search whose criteria it matches. The
 * highest percentage wins; numbers tied at it take turns, request after request.
 */

export { PIG_PICK_SECTION } from '../../../shared/search-rules.ts';

/** At most this many numbers tied at the top percentage take turns for one search (the pick query's limit). */
export const PIG_PICK_TIES = 24;

/** A promotion shown to a visitor counts for a sale this long after it was shown (the basket's 30-minute hold). */
export const PIG_PICK_PROMOTION_MS = 30 * 60_000;

export interface PigPickCandidate {
  pigPickPct: number;
}

/** The candidates tied at the highest percentage (none without a percentage above 0), in the order given. */
export function topPigPicks<T extends PigPickCandidate>(candidates: readonly T[]): T[] {
  const top = Math.max(0, ...candidates.map((candidate) => candidate.pigPickPct));
  if (top <= 0) return [];
  return candidates.filter((candidate) => candidate.pigPickPct === top);
}

/** The promoted number for this turn: the highest percentage, ties in turn (turn 0, 1, 2, ...). */
export function choosePigPick<T extends PigPickCandidate>(candidates: readonly T[], turn: number): T | null {
  const tied = topPigPicks(candidates);
  if (!tied.length) return null;
  return tied[((turn % tied.length) + tied.length) % tied.length]!;
}

/**
 * Whose turn it is, per search (its criteria key): each call answers the next turn of that search, so
 * repeated requests of one search rotate through its ties. Kept per process and bounded: when it holds
 * `maxKeys` searches it starts again (a search then restarts at turn 0, which only skews one rotation).
 */
export class PigPickTurns {
  readonly #turns = new Map<string, number>();
  readonly #maxKeys: number;

  constructor(maxKeys = 10_000) {
    this.#maxKeys = maxKeys;
  }

  next(key: string): number {
    const turn = this.#turns.get(key) ?? 0;
    if (!this.#turns.has(key) && this.#turns.size >= this.#maxKeys) this.#turns.clear();
    this.#turns.set(key, turn + 1);
    return turn;
  }
}

/** What a promotion token proves: this number was shown as the promoted Pig Pick, at this percentage, then. */
export interface PigPickShown {
  tn: string;
  percentage: number;
  shownAt: Date;
}

/**
 * Whether a promotion (read from a token the server signed) makes a basket add of `tn` at `now` a sale
 * while promoted: the same number, shown at most PIG_PICK_PROMOTION_MS ago (and not in the future).
 */
export function promotionCounts(shown: PigPickShown | null, tn: string, now: Date): PigPickShown | null {
  if (!shown || shown.tn !== tn || shown.percentage <= 0) return null;
  const age = now.getTime() - shown.shownAt.getTime();
  return age >= 0 && age <= PIG_PICK_PROMOTION_MS ? shown : null;
}
