import type { SavedCard } from '../domain/saved-card.ts';
import type { SavedCardRepository } from '../ports/saved-card-repository.ts';

export interface CardOnFileDeps {
  cards: SavedCardRepository;
}

/** The account's saved card (brand, last four, expiry and the provider's ids), or null. */
export function makeCardOnFile(deps: CardOnFileDeps) {
  return (accountId: number): Promise<SavedCard | null> => deps.cards.ofAccount(accountId);
}
