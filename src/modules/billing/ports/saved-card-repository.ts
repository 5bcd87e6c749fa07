import type { SavedCard } from '../domain/saved-card.ts';

export interface SavedCardRepository {
  ofAccount(accountId: number): Promise<SavedCard | null>;
  /** Replaces the account's card on file. */
  save(card: SavedCard): Promise<void>;
}
