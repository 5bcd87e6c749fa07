import { DomainError } from '../../../shared/domain-error.ts';
import { ThemePattern } from '../domain/theme.ts';
import type { ThemeAudit } from '../ports/theme-audit.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { findTheme, type ThemePatternView, toPatternView } from './theme-views.ts';

export interface AddThemePatternDeps {
  themes: ThemeRepository;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  audit: ThemeAudit;
}

const patternExists = () =>
  new DomainError('conflict', 'catalog.theme_pattern_exists', 'The theme already has this pattern.');

/** Adds a pattern to a theme: not_found (404) without the theme, conflict (409) when it has the pattern. */
export function makeAddThemePattern({ themes, tx, audit }: AddThemePatternDeps) {
  return async function addThemePattern(input: {
    themeId: number;
    pattern: string;
    staffUserId: number;
  }): Promise<ThemePatternView> {
    return tx(async () => {
      const theme = await findTheme(themes, input.themeId);
      const pattern = new ThemePattern({ themeId: theme.id, pattern: input.pattern });
      const existing = await themes.patternsOf([theme.id]);
      if (existing.some((other) => other.pattern === pattern.pattern)) throw patternExists();
      const after = toPatternView(await themes.addPattern(pattern));
      await audit.record({
        actorUserId: input.staffUserId,
        action: 'themePattern.create',
        subject: `themePattern:${after.themePatternId}`,
        before: null,
        after,
      });
      return after;
    });
  };
}
