import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { hasStatus } from '../../api/api-error.ts';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import type { Dialogs } from '../../ui/dialogs/dialog-state.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';

export type NumberSettings = components['schemas']['NumberSettings'];
export type PortOutRequest = components['schemas']['PortOutRequest'];

/**
 * Runs a sensitive change, asking for the password again when the server answers 403
 * auth.recent_sign_in_required. The account feature's `withRecentSignIn`, passed in from web/src/app
 * (features do not import each other). A refused or cancelled prompt throws an Error with `cancelled`.
 */
export type WithRecentSignIn = <T>(dialogs: Dialogs, change: () => Promise<T>) => Promise<T>;

/** What each section of the page is given: the number as in the URL, its settings, the password prompt. */
export interface SettingSectionProps {
  tn: string;
  settings: NumberSettings;
  withRecentSignIn: WithRecentSignIn;
}

const settingsKey = (tn: string) => ['number-settings', tn] as const;

/** GET /api/accounts/telephone-numbers/{tn}/settings. */
export function numberSettingsQuery(tn: string) {
  return queryOptions({
    queryKey: settingsKey(tn),
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/accounts/telephone-numbers/{tn}/settings', { params: { path: { tn } }, signal })),
    // The page says itself when the number is not found or the load failed.
    meta: { errorShownInline: true },
  });
}

/** A cancelled password prompt: the form shows nothing (the person chose not to). */
const isCancelled = (error: unknown) =>
  error instanceof Error && (error as Error & { cancelled?: unknown }).cancelled === true;

/** The forms show validation, rule, rate-limit and unconfirmed-password failures beside themselves. */
export function isSettingsFormError(error: unknown): boolean {
  return (error instanceof Error && 'cancelled' in error) || hasStatus(error, 400, 409, 422, 429, 503);
}

/** The message a settings form shows for a failure it handles. */
export function settingsFormMessage(error: unknown): string | undefined {
  if (isCancelled(error)) return undefined;
  return isSettingsFormError(error) && error instanceof Error ? error.message : undefined;
}

type Change =
  | { setting: 'forwarding'; body: { forwardTo: string | null } }
  | { setting: 'port-out-pin'; body: { pin: string } }
  | { setting: 'transfer-lock'; body: { locked: boolean } };

function put(tn: string, change: Change): Promise<NumberSettings> {
  const params = { params: { path: { tn } } };
  if (change.setting === 'forwarding')
    return unwrap(
      api.PUT('/api/accounts/telephone-numbers/{tn}/forwarding', { ...params, body: change.body }),
    );
  if (change.setting === 'port-out-pin')
    return unwrap(
      api.PUT('/api/accounts/telephone-numbers/{tn}/port-out-pin', { ...params, body: change.body }),
    );
  return unwrap(
    api.PUT('/api/accounts/telephone-numbers/{tn}/transfer-lock', { ...params, body: change.body }),
  );
}

/**
 * PUT one of the number's settings; given `withRecentSignIn`, the PIN and the lock ask for the password again when the sign-in is
 * older than 15 minutes. The answer replaces the page's settings.
 */
export function useNumberSettingMutation(tn: string, withRecentSignIn?: WithRecentSignIn) {
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  return useMutation({
    mutationFn: (change: Change) =>
      change.setting === 'forwarding' || !withRecentSignIn
        ? put(tn, change)
        : withRecentSignIn(dialogs, () => put(tn, change)),
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(tn), settings),
    meta: { handlesError: isSettingsFormError },
  });
}
