import { DomainError } from '../../../shared/domain-error.ts';
import type { ThemeAudit } from '../ports/theme-audit.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { toPatternView } from './theme-views.ts';

export interface RemoveThemePatternDeps {
  themes: ThemeRepository;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  audit: ThemeAudit;
}

const patternNotFound = () =>
  new DomainError('not_found', 'catalog.theme_pattern_not_found', 'No such theme pattern.');

/** Deletes one pattern; not_found (404) when there is no such pattern. */
export function makeRemoveThemePattern({ themes, tx, audit }: RemoveThemePatternDeps) {
  return async function removeThemePattern(id: number, staffUserId: number): Promise<void> {
    await tx(async () => {
      const pattern = await themes.patternById(id);
      if (!pattern) throw patternNotFound();
      const before = toPatternView(pattern);
      await themes.removePattern(pattern);
      await audit.record({
        actorUserId: staffUserId,
        action: 'themePattern.delete',
        subject: `themePattern:${id}`,
        before,
        after: null,
      });
    });
  };
}
