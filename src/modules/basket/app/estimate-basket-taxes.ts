import type { Clock } from '../../../platform/clock/clock.ts';
import type { BasketUser } from '../domain/basket.ts';
import { basketTaxLines } from '../domain/basket-tax-lines.ts';
import type { BasketRepository } from '../ports/basket-repository.ts';
import type { EstimateTaxes, TaxEstimateView } from './estimate-taxes.ts';
import { openBasket } from './open-basket.ts';

export interface EstimateBasketTaxesInput {
  basketUuid: string;
  user: BasketUser;
  /** The buyer's billing state or province and postal code (the account form's). */
  state: string;
  zip: string;
}

export interface EstimateBasketTaxesDeps {
  baskets: BasketRepository;
  clock: Clock;
  estimateTaxes: EstimateTaxes;
}

/**
 * Checkout's estimate: the taxes of the basket's own live items at the buyer's address, so a client's tax
 * figure is never trusted. BasketNotFound (404) when the basket is not the caller's; the same cache as the
 * page's estimates, so checkout charges the tax the page showed for an unchanged basket.
 */
export function makeEstimateBasketTaxes({ baskets, clock, estimateTaxes }: EstimateBasketTaxesDeps) {
  return async function estimateBasketTaxes(input: EstimateBasketTaxesInput): Promise<TaxEstimateView> {
    const basket = await openBasket(baskets, input.basketUuid, input.user);
    const lines = basketTaxLines(await baskets.openItems(basket.uuid), clock.now());
    return estimateTaxes({ state: input.state, zip: input.zip, lines });
  };
}
