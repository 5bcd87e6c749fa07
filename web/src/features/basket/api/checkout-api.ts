import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { canonicalTaxPayload, type TaxPayload, taxLinesOf } from '../../../../../src/shared/tax-payload.ts';
import type { Basket } from '../../../api/basket.ts';
import { api, unwrap } from '../../../api/client.ts';
import { type Profile, profileQueryKey, reloadProfile } from '../../../api/profile.ts';
import type { components } from '../../../api/schema.d.ts';

export type TaxEstimate = components['schemas']['TaxEstimate'];

export type CheckoutRequest = components['schemas']['CheckoutRequest'];
export type CheckoutAnswer = components['schemas']['CheckoutResult'];

/**
 * Where the taxes are estimated for, as checkout taxes the order (basket/app/checkout-buyer.ts): a signed-in
 * buyer's account address, a guest's service address saved by Account Info. Null when it is not known: no
 * estimate is asked for, and checkout charges no tax either.
 */
export function taxPlace(basket: Basket, profile: Profile): { state: string; zip: string } | null {
  const from = profile.isLoggedIn ? profile.accountInfo : basket.data;
  const state = from?.state;
  const zip = from?.zip;
  return typeof state === 'string' && state && typeof zip === 'string' && zip ? { state, zip } : null;
}

type ChargeLine = Basket['charges']['today']['lines'][number];
const inCents = (lines: readonly ChargeLine[]) =>
  lines.map((line) => ({ basketItemId: line.basketItemId, amountCents: line.amount }));

/** The tax payload of a basket: its lines by the rule checkout uses too (taxLinesOf, src/shared/tax-payload.ts). */
export function taxPayloadOf(basket: Basket, place: { state: string; zip: string }): TaxPayload {
  const { today, uponPortIn, monthly } = basket.charges;
  return {
    ...place,
    lines: taxLinesOf(basket.items, {
      once: inCents([...today.lines, ...uponPortIn.lines]),
      monthly: inCents(monthly.lines),
    }),
  };
}

/**
 * POST /api/taxEstimate, keyed by the payload's canonical text, which is what its SHA-256 hash is taken of
 * (src/shared/tax-payload.ts): spec 2 section 4, "Taxes are recomputed only when the payload hash changes". An
 * unchanged basket reads the estimate already fetched; no payload (no address yet) asks nothing.
 */
export function taxEstimateQuery(payload: TaxPayload | null) {
  return queryOptions({
    queryKey: ['tax-estimate', payload && canonicalTaxPayload(payload)],
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/taxEstimate', {
          body: { state: payload!.state, zip: payload!.zip, lines: [...payload!.lines] },
          signal,
        }),
      ),
    enabled: payload !== null,
    staleTime: Number.POSITIVE_INFINITY,
    // The payment step shows a failed estimate under its order summary.
    meta: { errorShownInline: true },
  });
}

/**
 * What the order costs now (spec 2 section 4, "Due-now total is floored at 0"): Today's Total plus its
 * estimated tax, as checkout computes it on the server (basket/domain/checkout-amount.ts), which is what the
 * card is held for; a card hold of another amount is refused there.
 */
export function dueNowCents(input: { todayCents: number; todayTaxCents: number }) {
  return Math.max(0, input.todayCents + input.todayTaxCents);
}

/**
 * Spec 2, step 3: "'Bill to Account' shows when the charge is below the credit limit" (what is left of it
 * after the balance: checkout applies the same rule), for a signed-in account only.
 */
export function canBillToAccount(profile: Profile, dueCents: number): boolean {
  if (!profile.isLoggedIn || dueCents <= 0) return false;
  // Staff acting for the account may bill it whatever its limit, as the server allows (docs/adr/0071).
  if (profile.isEmployee) return true;
  return dueCents < profile.creditLimit - profile.accountBalance;
}

/**
 * POST /api/baskets/checkout, then (spec 2 section 4) the session opens with the answered token (GET
 * /api/session/{token}), the profile reloads, and a buyer who was signed in sees a local balance of 0. The step
 * shows a failure where it happened.
 */
export function useCheckoutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CheckoutRequest & { wasSignedIn: boolean }) => {
      const { wasSignedIn, ...body } = request;
      const answer = await unwrap(api.POST('/api/baskets/checkout', { body }));
      await openSession(queryClient, answer.token, wasSignedIn);
      return answer;
    },
    meta: { errorShownInline: true },
  });
}

async function openSession(queryClient: QueryClient, token: string, wasSignedIn: boolean) {
  await unwrap(api.GET('/api/session/{token}', { params: { path: { token } } }));
  await reloadProfile(queryClient);
  if (wasSignedIn) {
    queryClient.setQueryData<Profile>(profileQueryKey, (profile) =>
      profile ? { ...profile, accountBalance: 0 } : profile,
    );
  }
}
