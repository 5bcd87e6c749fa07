import { useMutation } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';

export type ApplyToSellRequest = components['schemas']['ApplyToSellRequest'];

/** POST /api/broker-applications. The form shows field errors and the 409s (pending, already a seller). */
export function useApplyToSellMutation() {
  return useMutation({
    mutationFn: (body: ApplyToSellRequest) => unwrap(api.POST('/api/broker-applications', { body })),
    meta: { handlesError: (error) => hasStatus(error, 400, 409) },
  });
}
