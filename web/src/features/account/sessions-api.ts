import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import { profileQueryKey } from '../../api/profile.ts';
import type { components } from '../../api/schema.d.ts';
import { isFormError } from './profile-api.ts';

export type SignedInSession = components['schemas']['SignedInSession'];

export const sessionsQuery = queryOptions({
  queryKey: ['sessions'],
  queryFn: ({ signal }) => unwrap(api.GET('/api/sessions', { signal })),
});

/** DELETE /api/sessions/{id}; revoking this browser's own session signs it out, so the profile reloads. */
export function useRevokeSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (session: SignedInSession) =>
      unwrap(api.DELETE('/api/sessions/{id}', { params: { path: { id: session.id } } })),
    onSuccess: (_, session) =>
      queryClient.invalidateQueries({ queryKey: session.current ? profileQueryKey : sessionsQuery.queryKey }),
    // 404: it ended meanwhile (expired, or signed out elsewhere); the list is out of date.
    onError: () => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }),
    meta: { handlesError: (error: unknown) => isFormError(error) || hasStatus(error, 404) },
  });
}
