import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '../../api/client.ts';
import { reloadProfile } from '../../api/profile.ts';
import { getRecaptchaToken } from '../../api/recaptcha.ts';
import type { components } from '../../api/schema.d.ts';

export type Offer = components['schemas']['Offer'];
export type MakeOfferRequest = components['schemas']['MakeOfferRequest'];

const offersKey = ['offers'] as const;

/** GET /api/offers/{uuid}: the buyer's own offer (another account's answers 404). */
export function offerQuery(uuid: string) {
  return queryOptions({
    queryKey: [...offersKey, uuid],
    queryFn: ({ signal }) => unwrap(api.GET('/api/offers/{uuid}', { params: { path: { uuid } }, signal })),
    // The offer link shows its own errors.
    meta: { errorShownInline: true },
    retry: false,
  });
}

/** GET /api/negotiations/{id}?uuid=: the offer of an /offer-checkout link (id and uuid must match). */
export function negotiationQuery(id: number, uuid: string) {
  return queryOptions({
    queryKey: [...offersKey, 'negotiation', id, uuid],
    queryFn: ({ signal }) =>
      unwrap(api.GET('/api/negotiations/{id}', { params: { path: { id }, query: { uuid } }, signal })),
    meta: { errorShownInline: true },
    retry: false,
  });
}

/**
 * POST /api/offers with the bot-check token. A guest's new account comes back as a loginToken: it becomes
 * the session and the profile reloads (spec 2, section 7). The dialog shows the failures itself.
 */
export function useMakeOfferMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: Omit<MakeOfferRequest, 'recaptchaToken'>) => {
      const recaptchaToken = await getRecaptchaToken('makeOffer');
      const answer = await unwrap(api.POST('/api/offers', { body: { ...request, recaptchaToken } }));
      if (answer.loginToken) {
        await unwrap(api.GET('/api/session/{token}', { params: { path: { token: answer.loginToken } } }));
        await reloadProfile(queryClient);
      }
      return answer;
    },
    meta: { errorShownInline: true },
  });
}

/** PATCH /api/offers/{uuid} {status: 'accepted'}: the buyer takes the seller's counter. */
export function useAcceptCounterMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (uuid: string) =>
      unwrap(api.PATCH('/api/offers/{uuid}', { params: { path: { uuid } }, body: { status: 'accepted' } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: offersKey }),
    meta: { errorShownInline: true },
  });
}
