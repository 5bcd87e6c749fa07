import type { Theme, ThemePattern } from '../domain/theme.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';

/** Enough of the repository for the use cases: no filtering, pages in insertion order. */
export class InMemoryThemes implements ThemeRepository {
  themes: Theme[] = [];
  patterns: ThemePattern[] = [];
  #nextId = 1;

  async list(query: { limit: number; offset: number }) {
    return { data: this.themes.slice(query.offset, query.offset + query.limit), total: this.themes.length };
  }
  async byId(id: number) {
    return this.themes.find((theme) => theme.id === id) ?? null;
  }
  async currentAt(now: Date) {
    const current = this.themes.filter((theme) => theme.isCurrentAt(now));
    current.sort((a, b) => a.startDate.getTime() - b.startDate.getTime() || a.id - b.id);
    return current[0] ?? null;
  }
  async patternsOf(themeIds: readonly number[]) {
    return this.patterns.filter((pattern) => themeIds.includes(pattern.themeId));
  }
  async patternById(id: number) {
    return this.patterns.find((pattern) => pattern.id === id) ?? null;
  }
  async add(theme: Theme) {
    theme.id = this.#nextId++;
    this.themes.push(theme);
    return theme;
  }
  async addPattern(pattern: ThemePattern) {
    pattern.id = this.#nextId++;
    this.patterns.push(pattern);
    return pattern;
  }
  async flush() {}
  async remove(theme: Theme) {
    this.themes = this.themes.filter((other) => other !== theme);
    this.patterns = this.patterns.filter((pattern) => pattern.themeId !== theme.id);
  }
  async removePattern(pattern: ThemePattern) {
    this.patterns = this.patterns.filter((other) => other !== pattern);
  }
}
