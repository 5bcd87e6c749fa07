import type { PigPickShown } from '../domain/pig-pick.ts';

/**
 * Signed proof that search showed a number as the promoted Pig Pick (docs/adr/0066): search issues one with
 * the promoted result, the basket reads it back when that number is added. Only the server can issue one.
 */
export interface PigPickPromotions {
  issue(shown: PigPickShown): string;
  /** What the token proves, or null when it is not one this server signed. */
  read(token: string): PigPickShown | null;
}
