import type { OpenWorkCount } from '../../ports/open-work.ts';

/** The brokerage module's facade, as the admin home's count of spellings to approve. */
export function brokerageSpellingCount(brokerage: {
  pendingSpellingCount(): Promise<number>;
}): OpenWorkCount {
  return () => brokerage.pendingSpellingCount();
}
