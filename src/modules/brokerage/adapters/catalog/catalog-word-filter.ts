import type { CatalogModule } from '../../../catalog/index.ts';
import type { WordFilter } from '../../ports/word-filter.ts';

/** The catalog's profanity filter (the one search spells numbers with). */
export function catalogWordFilter(catalog: Pick<CatalogModule, 'isCleanWord'>): WordFilter {
  return { isClean: (word) => catalog.isCleanWord(word) };
}
