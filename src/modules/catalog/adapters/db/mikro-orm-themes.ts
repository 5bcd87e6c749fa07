import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { ListQuery } from '../../../../shared/list-query.ts';
import type { Theme, ThemePattern } from '../../domain/theme.ts';
import type { ThemeRepository } from '../../ports/theme-repository.ts';
import { ThemePatternSchema, ThemeSchema } from './inventory.mapping.ts';

type EmSource = () => EntityManager;

export class MikroOrmThemeRepository implements ThemeRepository {
  readonly #em: EmSource;
  constructor(em: EmSource) {
    this.#em = em;
  }

  async list(query: ListQuery) {
    const [data, total] = await this.#em().findAndCount(ThemeSchema, query.where as FilterQuery<Theme>, {
      orderBy: { ...query.orderBy, id: 'asc' },
      limit: query.limit,
      offset: query.offset,
    });
    return { data, total };
  }

  byId(id: number) {
    return this.#em().findOne(ThemeSchema, { id });
  }

  currentAt(now: Date) {
    return this.#em().findOne(
      ThemeSchema,
      { status: 'active', startDate: { $lte: now }, endDate: { $gt: now } },
      { orderBy: { startDate: 'asc', id: 'asc' } },
    );
  }

  async patternsOf(themeIds: readonly number[]) {
    if (themeIds.length === 0) return [];
    return this.#em().find(
      ThemePatternSchema,
      { themeId: { $in: [...themeIds] } },
      { orderBy: { id: 'asc' } },
    );
  }

  patternById(id: number) {
    return this.#em().findOne(ThemePatternSchema, { id });
  }

  async add(theme: Theme) {
    await this.#em().persist(theme).flush();
    return theme;
  }

  async addPattern(pattern: ThemePattern) {
    await this.#em().persist(pattern).flush();
    return pattern;
  }

  async flush() {
    await this.#em().flush();
  }

  async remove(theme: Theme) {
    const em = this.#em();
    await em.nativeDelete(ThemePatternSchema, { themeId: theme.id });
    await em.remove(theme).flush();
  }

  async removePattern(pattern: ThemePattern) {
    await this.#em().remove(pattern).flush();
  }
}
