import { type ListQuery, type ListResponse, toListResponse } from '../../../shared/list-query.ts';
import type { NegotiationRepository, SellerScope } from '../ports/negotiation-repository.ts';
import { type SellerNegotiationView, toSellerView } from './offer-view.ts';

/** GET /api/brokerage/negotiations: the offers on the seller's numbers (a broker's, or the house's for staff). */
export function makeListSellerNegotiations({ negotiations }: { negotiations: NegotiationRepository }) {
  return async function listSellerNegotiations(input: {
    scope: SellerScope;
    query: ListQuery;
    includeBrokerage: boolean;
  }): Promise<ListResponse<SellerNegotiationView>> {
    const { data, total } = await negotiations.listForSeller(input.scope, input.query);
    return toListResponse(
      data.map((n) => toSellerView(n, input.includeBrokerage)),
      total,
      input.query,
    );
  };
}

/** The most offers the info view of a broker's listing shows. */
const NEGOTIATIONS_ON_NUMBER_LIMIT = 100;

/** For brokerage's listing info (spec 3): the offers made to the seller account on one number, newest first. */
export function makeNegotiationsOnNumber({ negotiations }: { negotiations: NegotiationRepository }) {
  return async function negotiationsOnNumber(
    sellerAccountId: number,
    tn: string,
  ): Promise<SellerNegotiationView[]> {
    const { data } = await negotiations.listForSeller(
      { kind: 'account', accountId: sellerAccountId },
      {
        where: { tn: { $eq: tn } },
        orderBy: { createDate: 'desc' },
        limit: NEGOTIATIONS_ON_NUMBER_LIMIT,
        offset: 0,
        extra: {},
      },
    );
    return data.map((n) => toSellerView(n, false));
  };
}
