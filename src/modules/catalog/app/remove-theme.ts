import type { ThemeRepository } from '../ports/theme-repository.ts';
import { findTheme } from './theme-views.ts';

export interface RemoveThemeDeps {
  themes: ThemeRepository;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** Deletes a theme with its patterns; not_found (404) when there is no such theme. */
export function makeRemoveTheme({ themes, tx }: RemoveThemeDeps) {
  return async function removeTheme(id: number): Promise<void> {
    await tx(async () => themes.remove(await findTheme(themes, id)));
  };
}
