import type { Clock } from '../../../platform/clock/clock.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { findTheme, makeThemeViews, type ThemeInput, type ThemeView } from './theme-views.ts';

export interface UpdateThemeDeps {
  themes: ThemeRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Changes a theme's name, keyword or dates; not_found (404) when there is no such theme. */
export function makeUpdateTheme(deps: UpdateThemeDeps) {
  const toViews = makeThemeViews(deps);
  return async function updateTheme(id: number, changes: Partial<ThemeInput>): Promise<ThemeView> {
    return deps.tx(async () => {
      const theme = await findTheme(deps.themes, id);
      theme.edit({ ...changes, keyword: changes.theme });
      await deps.themes.flush();
      return (await toViews([theme]))[0] as ThemeView;
    });
  };
}
