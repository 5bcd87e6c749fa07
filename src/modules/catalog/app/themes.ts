import type { Clock } from '../../../platform/clock/clock.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import { Theme, ThemePattern } from '../domain/theme.ts';
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

interface ThemesDeps {
  themes: ThemeRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

const themeNotFound = () => new DomainError('not_found', 'catalog.theme_not_found', 'No such theme.');
const patternNotFound = () =>
  new DomainError('not_found', 'catalog.theme_pattern_not_found', 'No such theme pattern.');
const patternExists = () =>
  new DomainError('conflict', 'catalog.theme_pattern_exists', 'The theme already has this pattern.');

const toPatternView = (pattern: ThemePattern): ThemePatternView => ({
  themePatternId: pattern.id,
  themeId: pattern.themeId,
  pattern: pattern.pattern,
  status: pattern.status,
});

/** Admin themes (spec 3 "Themes for /search"): the rules themselves live in domain/theme.ts. */
export function makeThemes({ themes, clock, tx }: ThemesDeps) {
  async function toViews(list: Theme[]): Promise<ThemeView[]> {
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
  }

  const toView = async (theme: Theme) => (await toViews([theme]))[0] as ThemeView;

  async function find(id: number): Promise<Theme> {
    const theme = await themes.byId(id);
    if (!theme) throw themeNotFound();
    return theme;
  }

  return {
    async list(query: ListQuery): Promise<ListResponse<ThemeView>> {
      const { data, total } = await themes.list(query);
      return toListResponse(await toViews(data), total, query);
    },

    async get(id: number): Promise<ThemeView> {
      return toView(await find(id));
    },

    async create(input: ThemeInput): Promise<ThemeView> {
      const theme = new Theme({ ...input, keyword: input.theme });
      return tx(async () => toView(await themes.add(theme)));
    },

    async update(id: number, changes: Partial<ThemeInput>): Promise<ThemeView> {
      return tx(async () => {
        const theme = await find(id);
        theme.edit({ ...changes, keyword: changes.theme });
        await themes.flush();
        return toView(theme);
      });
    },

    async remove(id: number): Promise<void> {
      await tx(async () => themes.remove(await find(id)));
    },

    async addPattern(input: { themeId: number; pattern: string }): Promise<ThemePatternView> {
      return tx(async () => {
        const theme = await find(input.themeId);
        const pattern = new ThemePattern({ themeId: theme.id, pattern: input.pattern });
        const existing = await themes.patternsOf([theme.id]);
        if (existing.some((other) => other.pattern === pattern.pattern)) throw patternExists();
        return toPatternView(await themes.addPattern(pattern));
      });
    },

    async removePattern(id: number): Promise<void> {
      await tx(async () => {
        const pattern = await themes.patternById(id);
        if (!pattern) throw patternNotFound();
        await themes.removePattern(pattern);
      });
    },
  };
}

/** The patterns of the theme current at `now` (the earliest-starting if several), for search's theme picks. */
export function makeCurrentThemePatterns({ themes }: Pick<ThemesDeps, 'themes'>) {
  return async function currentThemePatterns(now: Date): Promise<string[]> {
    const theme = await themes.currentAt(now);
    if (!theme) return [];
    return (await themes.patternsOf([theme.id])).map((pattern) => pattern.pattern);
  };
}
