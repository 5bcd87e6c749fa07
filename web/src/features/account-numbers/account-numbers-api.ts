import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { PageWindow } from '../../ui/paginator.tsx';

export type TelephoneNumber = components['schemas']['TelephoneNumber'];

/** GET /api/accounts/telephone-numbers: a page of the account's numbers (all for admins). */
export function accountNumbersQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: ['account-numbers', { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/accounts/telephone-numbers', {
          params: { query: { $skip: String(skip), $limit: String(limit) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}
