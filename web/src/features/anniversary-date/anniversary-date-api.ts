import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { profileQueryKey } from '../../api/profile.ts';
import type { components } from '../../api/schema.d.ts';

export type AnniversaryChange = components['schemas']['AnniversaryChange'];

/** GET /api/accounts/anniversary-date: the change to a date's day, priced line by line (nothing changes). */
export function anniversaryPreviewQuery(anniversaryDate: string | null) {
  return queryOptions({
    queryKey: ['anniversary-date', anniversaryDate],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/anniversary-date', {
          params: { query: anniversaryDate ? { anniversaryDate } : {} },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    meta: { errorShownInline: true },
  });
}

/** POST /api/accounts/changeAnniversaryDate, then the profile (its accountInfo.anniversaryDate) is refreshed. */
export function useChangeAnniversaryDateMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (anniversaryDate: string) =>
      unwrap(api.POST('/api/accounts/changeAnniversaryDate', { body: { anniversaryDate } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['anniversary-date'] });
    },
    meta: { errorShownInline: true },
  });
}
