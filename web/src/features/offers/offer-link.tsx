import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { offerLinkProblem } from '../../../../src/shared/offer-form-rules.ts';
import { ApiError } from '../../api/api-error.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { AcceptedOfferView, CounteredOfferView, WaitingOfferView } from './offer-link-views.tsx';
import { type Offer, offerQuery, useAcceptCounterMutation } from './offers-api.ts';
import { useBuyAcceptedOffer } from './use-buy-offer.ts';

const failureText = (error: unknown) =>
  error instanceof ApiError && error.status > 0 ? error.message : 'Something went wrong, please try again.';

/**
 * /make-offer?uuid=: the buyer's offer link (the route makes sure they are signed in). A submitted offer says
 * it waits for the seller; a countered offer can be accepted; an accepted one bought; the rest is the spec's
 * error modal.
 */
export function OfferLink({ uuid, onClose }: { uuid: string; onClose: () => void }) {
  const offer = useQuery(offerQuery(uuid));
  if (offer.isPending)
    return (
      <p role="status" className="app-status">
        Loading your offer…
      </p>
    );
  if (offer.isError) return <OfferLinkError message={failureText(offer.error)} onClose={onClose} />;
  return <OfferLinkFor offer={offer.data} onClose={onClose} />;
}

/**
 * The offer link's view of a loaded offer: its problem, the wait for the seller, the counter to accept, or
 * the accepted offer to buy.
 */
export function OfferLinkFor({ offer, onClose }: { offer: Offer; onClose: () => void }) {
  const accept = useAcceptCounterMutation();
  const buy = useBuyAcceptedOffer();
  const [accepted, setAccepted] = useState(false);
  const problem = offerLinkProblem(offer, new Date());
  if (problem) return <OfferLinkError message={problem} onClose={onClose} />;
  if (offer.status === 'submitted') return <WaitingOfferView offer={offer} onClose={onClose} />;

  if (offer.status === 'countered' && !accepted) {
    return (
      <CounteredOfferView
        offer={offer}
        pending={accept.isPending}
        failure={accept.error ? failureText(accept.error) : null}
        onClose={onClose}
        onAccept={() => accept.mutate(offer.uuid, { onSuccess: () => setAccepted(true) })}
      />
    );
  }
  const acceptedOffer = accepted ? { ...offer, offer: offer.counterOffer ?? offer.offer } : offer;
  return (
    <AcceptedOfferView
      offer={acceptedOffer}
      pending={buy.pending}
      failure={buy.failure}
      onClose={onClose}
      onBuy={() => void buy.buy(offer)}
    />
  );
}

export function OfferLinkError({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Dialog title="Error" role="alertdialog" tone="error" onDismiss={onClose} message={message}>
      <div className="dialog__actions">
        <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
          OK
        </button>
      </div>
    </Dialog>
  );
}
