import { DomainError } from '../../../shared/domain-error.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';

export interface RemoveThemePatternDeps {
  themes: ThemeRepository;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

const patternNotFound = () =>
  new DomainError('not_found', 'catalog.theme_pattern_not_found', 'No such theme pattern.');

/** Deletes one pattern; not_found (404) when there is no such pattern. */
export function makeRemoveThemePattern({ themes, tx }: RemoveThemePatternDeps) {
  return async function removeThemePattern(id: number): Promise<void> {
    await tx(async () => {
      const pattern = await themes.patternById(id);
      if (!pattern) throw patternNotFound();
      await themes.removePattern(pattern);
    });
  };
}
