import type { Clock } from '../../../platform/clock/clock.ts';
import { Theme } from '../domain/theme.ts';
import type { ThemeAudit } from '../ports/theme-audit.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { makeThemeViews, type ThemeInput, type ThemeView } from './theme-views.ts';

export interface CreateThemeDeps {
  themes: ThemeRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  audit: ThemeAudit;
}

/** A new theme; the rules (keyword, dates) live in domain/theme.ts. */
export function makeCreateTheme(deps: CreateThemeDeps) {
  const toViews = makeThemeViews(deps);
  return async function createTheme(input: ThemeInput, staffUserId: number): Promise<ThemeView> {
    const theme = new Theme({ ...input, keyword: input.theme });
    return deps.tx(async () => {
      const view = (await toViews([await deps.themes.add(theme)]))[0] as ThemeView;
      await deps.audit.record({
        actorUserId: staffUserId,
        action: 'theme.create',
        subject: `theme:${view.themeId}`,
        before: null,
        after: view,
      });
      return view;
    });
  };
}
