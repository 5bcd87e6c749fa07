import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import type { components } from '../../api/schema.d.ts';
import { numbersKey, type TelephoneNumber } from './account-numbers-api.ts';

export type ActivateSmsRequest = components['schemas']['ActivateSmsRequest'];

/** Whether an admin may ask for SMS on the number now (the server decides again: 409, 422). */
export function canActivateSms(number: TelephoneNumber): boolean {
  if (!number.planAllowsSms || number.isSmsPending) return false;
  if (number.isTollFree) return number.smsValidated === '' || number.smsValidated === 'rejected';
  return number.smsEnabled === 'N';
}

/** The toast after asking: the decision comes later, by mail (ADR 0045). */
export const pendingMessage = (number: TelephoneNumber) =>
  `SMS activation for ${number.humanTn} is pending. The account's admins get an email when the carrier decides.`;

/**
 * POST /api/accounts/telephone-numbers/activate-sms: `{ tn, action }` for a local number, the TFN SMS
 * Validation form for a toll-free one. The numbers list refreshes to show the number pending.
 * `inline`: the TFN dialog shows a failure in its form; otherwise the app's Error dialog does.
 */
export function useActivateSmsMutation({ inline }: { inline: boolean }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ActivateSmsRequest) =>
      unwrap(api.POST('/api/accounts/telephone-numbers/activate-sms', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: numbersKey }),
    meta: { errorShownInline: inline },
  });
}
