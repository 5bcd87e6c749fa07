import type { Clock } from '../../../platform/clock/clock.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import type { Theme, ThemePattern } from '../domain/theme.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';

export interface ThemePatternView {
  themePatternId: number;
  themeId: number;
  pattern: string;
  status: 'active';
}

export interface ThemeView {
  themeId: number;
  /** The keyword (derived key). */
  theme: string;
  name: string;
  status: 'active';
  startDate: string;
  endDate: string;
  isCurrent: boolean;
  themePatterns: ThemePatternView[];
}

export interface ThemeInput {
  name: string;
  /** The keyword; stored as its derived key. */
  theme: string;
  startDate: Date;
  endDate: Date;
}

export const themeNotFound = () => new DomainError('not_found', 'catalog.theme_not_found', 'No such theme.');

export const toPatternView = (pattern: ThemePattern): ThemePatternView => ({
  themePatternId: pattern.id,
  themeId: pattern.themeId,
  pattern: pattern.pattern,
  status: pattern.status,
});

/** The themes as the admin screens show them, each with its patterns and whether it is current now. */
export function makeThemeViews({ themes, clock }: { themes: ThemeRepository; clock: Clock }) {
  return async function toViews(list: Theme[]): Promise<ThemeView[]> {
    const patterns = await themes.patternsOf(list.map((theme) => theme.id));
    const now = clock.now();
    return list.map((theme) => ({
      themeId: theme.id,
      theme: theme.keyword,
      name: theme.name,
      status: theme.status,
      startDate: theme.startDate.toISOString(),
      endDate: theme.endDate.toISOString(),
      isCurrent: theme.isCurrentAt(now),
      themePatterns: patterns.filter((pattern) => pattern.themeId === theme.id).map(toPatternView),
    }));
  };
}

/** The theme, or not_found (404). */
export async function findTheme(themes: ThemeRepository, id: number): Promise<Theme> {
  const theme = await themes.byId(id);
  if (!theme) throw themeNotFound();
  return theme;
}
