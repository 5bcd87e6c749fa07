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
