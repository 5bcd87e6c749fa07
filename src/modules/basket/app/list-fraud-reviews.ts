import type { CheckoutOrderRepository } from '../ports/checkout-orders.ts';
import { type FraudReviewView, toFraudReviewView } from './fraud-review-view.ts';

export interface ListFraudReviewsDeps {
  orders: CheckoutOrderRepository;
}

/** GET /api/admin/fraud-reviews (staff): the orders held for review, oldest first, with the rules that matched. */
export function makeListFraudReviews({ orders }: ListFraudReviewsDeps) {
  return async function listFraudReviews(page: { skip: number; limit: number }) {
    const { data, total } = await orders.withStatus('held_for_review', page);
    return {
      data: data.map(toFraudReviewView) as FraudReviewView[],
      total,
      limit: page.limit,
      skip: page.skip,
    };
  };
}
