import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { PageWindow } from '../../ui/paginator.tsx';

export type ApiToken = components['schemas']['ApiToken'];
export type CreatedApiToken = components['schemas']['CreatedApiToken'];
export type NewApiToken = components['schemas']['CreateApiTokenRequest'];
export type ApiTokenScope = ApiToken['scope'];

export { TOKEN_NAME_MAX, tokenNameProblem } from '../../../../src/shared/api-token-name.ts';
export {
  API_TOKEN_EXPIRY_DAYS,
  expiryInDays,
  tokenExpiryProblem,
} from '../../../../src/shared/api-token-scope.ts';

const apiTokensKey = ['api-tokens'] as const;

export function apiTokensQuery({ skip, limit }: PageWindow) {
  return queryOptions({
    queryKey: [...apiTokensKey, { skip, limit }],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/apiTokens', { params: { query: { $skip: skip, $limit: limit } }, signal })),
    placeholderData: keepPreviousData,
    // The page shows a failed load above the list.
    meta: { errorShownInline: true },
  });
}

function useRefreshTokens() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiTokensKey });
}

/** POST /api/apiTokens: the answer holds the whole token, the only time it is ever sent. */
export function useCreateApiTokenMutation() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: (body: NewApiToken) => unwrap(api.POST('/api/apiTokens', { body })),
    onSuccess: refresh,
  });
}

export function useRenameApiTokenMutation() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) =>
      unwrap(api.PATCH('/api/apiTokens/{id}', { params: { path: { id } }, body: { name } })),
    onSuccess: refresh,
  });
}

export function useDeleteApiTokenMutation() {
  const refresh = useRefreshTokens();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/apiTokens/{id}', { params: { path: { id } } })),
    onSuccess: refresh,
  });
}
