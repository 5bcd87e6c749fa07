import type { Clock } from '../../../platform/clock/clock.ts';
import type { ThemeAudit } from '../ports/theme-audit.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { findTheme, makeThemeViews } from './theme-views.ts';

export interface RemoveThemeDeps {
  themes: ThemeRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  audit: ThemeAudit;
}

/** Deletes a theme with its patterns, audited with the theme as it was; not_found (404) when there is none. */
export function makeRemoveTheme(deps: RemoveThemeDeps) {
  const { themes, tx, audit } = deps;
  const toViews = makeThemeViews(deps);
  return async function removeTheme(id: number, staffUserId: number): Promise<void> {
    await tx(async () => {
      const theme = await findTheme(themes, id);
      const [before] = await toViews([theme]);
      await themes.remove(theme);
      await audit.record({
        actorUserId: staffUserId,
        action: 'theme.delete',
        subject: `theme:${id}`,
        before,
        after: null,
      });
    });
  };
}
