import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAddToBasket } from '../../ui/basket-state.ts';

/** Spec 2 section 8: the number of an offer link is gone. */
export const NUMBER_GONE = 'Sorry, this number is no longer available.';

/**
 * Puts an accepted offer's number in the basket (the server takes the accepted price from the offer, never
 * from here) and shows the basket over the search page.
 */
export function useBuyAcceptedOffer() {
  const addToBasket = useAddToBasket();
  const navigate = useNavigate();
  const [state, setState] = useState<{ pending: boolean; failure: string | null }>({
    pending: false,
    failure: null,
  });

  async function buy(offer: { tn: string; uuid: string }) {
    setState({ pending: true, failure: null });
    const result = await addToBasket({ tn: offer.tn, mode: 'buy', negotiationUUID: offer.uuid });
    if (result.outcome === 'added') {
      await navigate('/search?showBasket=1');
      return;
    }
    setState({ pending: false, failure: result.outcome === 'gone' ? NUMBER_GONE : result.message });
  }

  return { ...state, buy };
}
