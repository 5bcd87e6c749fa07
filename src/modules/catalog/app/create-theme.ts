import type { Clock } from '../../../platform/clock/clock.ts';
import { Theme } from '../domain/theme.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { makeThemeViews, type ThemeInput, type ThemeView } from './theme-views.ts';

export interface CreateThemeDeps {
  themes: ThemeRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** A new theme; the rules (keyword, dates) live in domain/theme.ts. */
export function makeCreateTheme(deps: CreateThemeDeps) {
  const toViews = makeThemeViews(deps);
  return async function createTheme(input: ThemeInput): Promise<ThemeView> {
    const theme = new Theme({ ...input, keyword: input.theme });
    return deps.tx(async () => (await toViews([await deps.themes.add(theme)]))[0] as ThemeView);
  };
}
