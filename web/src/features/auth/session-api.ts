import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { reloadProfile } from '../../api/profile.ts';
import type { paths } from '../../api/schema.d.ts';

export type LoginRequest = NonNullable<
  paths['/api/session']['post']['requestBody']
>['content']['application/json'];

/** POST /api/session. The login form shows its own errors, so the global handler stays out of it. */
export function useLoginMutation() {
  return useMutation({
    mutationFn: (body: LoginRequest) => unwrap(api.POST('/api/session', { body })),
    meta: { skipGlobalErrorHandler: true },
  });
}

/** DELETE /api/session/current, then the guest profile replaces the user's. */
export function useLogoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.DELETE('/api/session/{token}', { params: { path: { token: 'current' } } })),
    onSuccess: () => reloadProfile(queryClient),
  });
}
