import type { Clock } from '../../../platform/clock/clock.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { findTheme, makeThemeViews, type ThemeView } from './theme-views.ts';

export interface GetThemeDeps {
  themes: ThemeRepository;
  clock: Clock;
}

/** One theme with its patterns; not_found (404) when there is no such theme. */
export function makeGetTheme(deps: GetThemeDeps) {
  const toViews = makeThemeViews(deps);
  return async function getTheme(id: number): Promise<ThemeView> {
    return (await toViews([await findTheme(deps.themes, id)]))[0] as ThemeView;
  };
}
