import { atom } from 'jotai';
import { createContext, useContext } from 'react';

/** Whether the basket dialog is open; the header's cart button opens it. */
export const basketOpenAtom = atom(false);

/** What became of an Add to Cart / Start License press. */
export type AddToBasketOutcome =
  | { outcome: 'added' }
  /** Sold or held by another basket (410): the page drops the number from what it shows. */
  | { outcome: 'gone'; message: string }
  | { outcome: 'failed'; message: string };

export type AddToBasket = (request: {
  tn: string;
  mode: 'buy' | 'license';
  /** An accepted offer's uuid: the server puts the number in at the accepted price (issue 14). */
  negotiationUUID?: string;
  /** Search's proof that the number was shown as the promoted Pig Pick: the broker then pays its percentage. */
  promotion?: string | null;
}) => Promise<AddToBasketOutcome>;

/**
 * How pages put a number in the basket without knowing the basket feature: the app's shell provides the
 * basket's implementation, listings call it.
 */
export const AddToBasketContext = createContext<AddToBasket | null>(null);

const unavailable: AddToBasket = async () => ({
  outcome: 'failed',
  message: 'The basket is not available on this page.',
});

export function useAddToBasket(): AddToBasket {
  return useContext(AddToBasketContext) ?? unavailable;
}
