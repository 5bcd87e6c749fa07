import type { Clock } from '../../../platform/clock/clock.ts';
import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { ThemeRepository } from '../ports/theme-repository.ts';
import { makeThemeViews, type ThemeView } from './theme-views.ts';

export interface ListThemesDeps {
  themes: ThemeRepository;
  clock: Clock;
}

/** GET /api/admin/themes: a page of themes (spec 3 "Themes for /search"). */
export function makeListThemes(deps: ListThemesDeps) {
  const toViews = makeThemeViews(deps);
  return async function listThemes(query: ListQuery): Promise<ListResponse<ThemeView>> {
    const { data, total } = await deps.themes.list(query);
    return toListResponse(await toViews(data), total, query);
  };
}
