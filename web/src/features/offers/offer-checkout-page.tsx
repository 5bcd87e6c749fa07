import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { offerLinkProblem } from '../../../../src/shared/offer-form-rules.ts';
import { hasStatus } from '../../api/api-error.ts';
import { useCloseToSearch } from './make-offer-page.tsx';
import { OfferLinkError, OfferLinkFor } from './offer-link.tsx';
import { negotiationQuery, type Offer } from './offers-api.ts';
import { NUMBER_GONE, useBuyAcceptedOffer } from './use-buy-offer.ts';

/**
 * /offer-checkout?id=&uuid=&tn= (spec 2): the mailed link of an answered offer, for the signed-in buyer. An
 * accepted offer goes straight into the basket, which opens; a countered one asks to accept first; a gone
 * number says 'Sorry, this number is no longer available.'
 */
export function OfferCheckoutPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const uuid = params.get('uuid') ?? '';
  const close = useCloseToSearch();
  const valid = Number.isInteger(id) && id > 0 && uuid !== '';
  const negotiation = useQuery({ ...negotiationQuery(id, uuid), enabled: valid });

  if (!valid) return <OfferLinkError message={NUMBER_GONE} onClose={close} />;
  if (negotiation.isPending)
    return (
      <p role="status" className="app-status">
        Loading your offer…
      </p>
    );
  if (negotiation.isError)
    return (
      <OfferLinkError
        message={hasStatus(negotiation.error, 404) ? NUMBER_GONE : negotiation.error.message}
        onClose={close}
      />
    );
  if (negotiation.data.status === 'accepted' && !offerLinkProblem(negotiation.data, new Date()))
    return <BuyAtOnce offer={negotiation.data} onClose={close} />;
  return <OfferLinkFor offer={negotiation.data} onClose={close} />;
}

function BuyAtOnce({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const buy = useBuyAcceptedOffer();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void buy.buy(offer);
  }, [buy, offer]);
  if (buy.failure) return <OfferLinkError message={buy.failure} onClose={onClose} />;
  return (
    <p role="status" className="app-status">
      Adding {offer.formattedTn} to your cart…
    </p>
  );
}
