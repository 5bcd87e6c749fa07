import type { Clock } from '../../../platform/clock/clock.ts';
import type { ThemeAudit } from '../ports/theme-audit.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { findTheme, makeThemeViews, type ThemeInput, type ThemeView } from './theme-views.ts';

export interface UpdateThemeDeps {
  themes: ThemeRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  audit: ThemeAudit;
}

/** Changes a theme's name, keyword or dates; not_found (404) when there is no such theme. */
export function makeUpdateTheme(deps: UpdateThemeDeps) {
  const toViews = makeThemeViews(deps);
  return async function updateTheme(
    id: number,
    changes: Partial<ThemeInput>,
    staffUserId: number,
  ): Promise<ThemeView> {
    return deps.tx(async () => {
      const theme = await findTheme(deps.themes, id);
      const before = (await toViews([theme]))[0] as ThemeView;
      theme.edit({ ...changes, keyword: changes.theme });
      await deps.themes.flush();
      const after = (await toViews([theme]))[0] as ThemeView;
      await deps.audit.record({
        actorUserId: staffUserId,
        action: 'theme.update',
        subject: `theme:${id}`,
        before,
        after,
      });
      return after;
    });
  };
}
