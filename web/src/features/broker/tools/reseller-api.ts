import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResellerTokenKind } from '../../../../../src/shared/reseller-settings-rules.ts';
import { api, unwrap } from '../../../api/client.ts';
import { concernsWholeApp } from '../../../api/inline-error.ts';
import type { components } from '../../../api/schema.d.ts';

export type ResellerSettings = components['schemas']['ResellerSettings'];
export type ChangeResellerSettingsRequest = components['schemas']['ChangeResellerSettingsRequest'];

const settingsKey = ['reseller-settings'] as const;

/** These screens tell their own failures in the error modal (spec 3 section 8); a lost session still goes global. */
const SHOWN_HERE = { handlesError: (error: unknown) => !concernsWholeApp(error) };

/** GET /api/reseller/settings: the broker's settings, or the defaults with resellerId null. */
export function resellerSettingsQuery() {
  return queryOptions({
    queryKey: settingsKey,
    queryFn: async ({ signal }) => (await unwrap(api.GET('/api/reseller/settings', { signal }))).data,
    meta: { errorShownInline: true },
  });
}

/** POST when the broker has no row yet (it creates one), PATCH /{resellerId} otherwise (spec 3 section 7). */
function send(resellerId: number | null, body: ChangeResellerSettingsRequest) {
  return resellerId === null
    ? unwrap(api.POST('/api/reseller/settings', { body }))
    : unwrap(api.PATCH('/api/reseller/settings/{resellerId}', { params: { path: { resellerId } }, body }));
}

function useChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ resellerId, body }: { resellerId: number | null; body: ChangeResellerSettingsRequest }) =>
      send(resellerId, body),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.data),
    meta: SHOWN_HERE,
  });
}

/** `$createToken` of the link or widget token: a new one replaces the old. */
export function useCreateToken(kind: ResellerTokenKind) {
  const change = useChange();
  return {
    ...change,
    create: (resellerId: number | null) => change.mutateAsync({ resellerId, body: { $createToken: kind } }),
  };
}

/** Saves the company and the config (cents). */
export function useSaveResellerSettings() {
  const change = useChange();
  return {
    ...change,
    save: (resellerId: number | null, body: ChangeResellerSettingsRequest) =>
      change.mutateAsync({ resellerId, body }),
  };
}
