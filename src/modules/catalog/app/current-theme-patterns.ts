import type { ThemeRepository } from '../ports/theme-repository.ts';

/** The patterns of the theme current at `now` (the earliest-starting if several), for search's theme picks. */
export function makeCurrentThemePatterns({ themes }: { themes: ThemeRepository }) {
  return async function currentThemePatterns(now: Date): Promise<string[]> {
    const theme = await themes.currentAt(now);
    if (!theme) return [];
    return (await themes.patternsOf([theme.id])).map((pattern) => pattern.pattern);
  };
}
