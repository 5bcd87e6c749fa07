import type { ListQuery } from '../../../shared/list-query.ts';
import type { Theme, ThemePattern } from '../domain/theme.ts';

/** Seasonal themes for /search and their digit patterns (one theme owns its patterns). */
export interface ThemeRepository {
  /** A page of themes in the list query's order (ties by id), and how many match. */
  list(query: ListQuery): Promise<{ data: Theme[]; total: number }>;
  byId(id: number): Promise<Theme | null>;
  /** The theme current at `now` that started first (then the lowest id), or null. */
  currentAt(now: Date): Promise<Theme | null>;
  /** Patterns of these themes, in the order they were added. */
  patternsOf(themeIds: readonly number[]): Promise<ThemePattern[]>;
  patternById(id: number): Promise<ThemePattern | null>;
  add(theme: Theme): Promise<Theme>;
  addPattern(pattern: ThemePattern): Promise<ThemePattern>;
  /** Writes changes made to loaded themes. */
  flush(): Promise<void>;
  /** Removes the theme and its patterns. */
  remove(theme: Theme): Promise<void>;
  removePattern(pattern: ThemePattern): Promise<void>;
}
