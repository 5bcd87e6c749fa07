import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../../api/api-error.ts';
import { api, unwrap } from '../../../api/client.ts';
import type { components } from '../../../api/schema.d.ts';
import type { PageWindow } from '../../../ui/paginator.tsx';

export type Theme = components['schemas']['Theme'];
export type ThemePattern = components['schemas']['ThemePattern'];
export type ThemeRequest = components['schemas']['CreateThemeRequest'];

const themesKey = ['admin-themes'] as const;

/** '%' and '_' are LIKE wildcards: typed ones are matched as themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Spec 3: sort startDate ascending, name starts with ($ilike), patterns included. */
export function themesQuery({ skip, limit, name }: PageWindow & { name: string }) {
  const search = name.trim();
  return queryOptions({
    queryKey: [...themesKey, 'list', { skip, limit, name: search }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/themes', {
          params: {
            query: {
              $skip: String(skip),
              $limit: String(limit),
              '$sort[startDate]': '1',
              ...(search ? { 'name[$ilike]': `${escapeLike(search)}%` } : {}),
            },
          },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

export function themeQuery(themeId: number) {
  return queryOptions({
    queryKey: [...themesKey, 'one', themeId],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/admin/themes/{id}', { params: { path: { id: themeId } }, signal })),
  });
}

function useRefreshThemes() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: themesKey });
}

/** POST or PATCH: the theme form shows the server's field messages itself. */
export function useSaveThemeMutation() {
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: ({ themeId, body }: { themeId: number | null; body: ThemeRequest }) =>
      themeId === null
        ? unwrap(api.POST('/api/admin/themes', { body }))
        : unwrap(api.PATCH('/api/admin/themes/{id}', { params: { path: { id: themeId } }, body })),
    onSuccess: refresh,
    meta: { handlesError: (error) => hasStatus(error, 400) },
  });
}

export function useDeleteThemeMutation() {
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (themeId: number) =>
      unwrap(api.DELETE('/api/admin/themes/{id}', { params: { path: { id: themeId } } })),
    onSettled: refresh,
  });
}

/** The patterns dialog shows a bad or repeated pattern beside its input. */
export function useAddPatternMutation() {
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (body: { themeId: number; pattern: string }) =>
      unwrap(api.POST('/api/admin/themes/patterns', { body: { ...body, status: 'active' } })),
    onSuccess: refresh,
    meta: { handlesError: (error) => hasStatus(error, 400, 409) },
  });
}

export function useDeletePatternMutation() {
  const refresh = useRefreshThemes();
  return useMutation({
    mutationFn: (themePatternId: number) =>
      unwrap(api.DELETE('/api/admin/themes/patterns/{id}', { params: { path: { id: themePatternId } } })),
    onSettled: refresh,
  });
}
