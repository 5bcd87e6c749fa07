import { formatCents } from '../../../../src/shared/money.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import type { Offer } from './offers-api.ts';

interface ViewProps {
  offer: Pick<Offer, 'formattedTn' | 'initialOffer' | 'counterOffer' | 'offer'>;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
}

/** A countered offer: the buyer sees both amounts and may accept the counter. */
export function CounteredOfferView({
  offer,
  pending,
  failure,
  onClose,
  onAccept,
}: ViewProps & { onAccept: () => void }) {
  return (
    <Dialog
      key="countered"
      title="Counter Offer"
      onDismiss={onClose}
      message={
        <>
          The seller of <strong>{offer.formattedTn}</strong> answered your offer of{' '}
          {formatCents(offer.initialOffer)} with {formatCents(offer.counterOffer ?? offer.offer)}.
        </>
      }
    >
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
        <button type="button" className="button button--primary" disabled={pending} onClick={onAccept}>
          {pending ? 'Accepting…' : 'Accept Counter Offer'}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * An accepted offer (spec 2: "an accepted offer shows that the sales team will contact the admin by email");
 * the buyer may also check out at once at the accepted price.
 */
export function AcceptedOfferView({
  offer,
  pending,
  failure,
  onClose,
  onBuy,
}: ViewProps & { onBuy: () => void }) {
  return (
    <Dialog
      key="accepted"
      title="Offer Accepted"
      tone="success"
      onDismiss={onClose}
      message={
        <>
          Your offer of {formatCents(offer.offer)} on <strong>{offer.formattedTn}</strong> is accepted. Our
          sales team will contact you by email; you can also check out now.
        </>
      }
    >
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          Close
        </button>
        <button
          type="button"
          className="button button--primary"
          data-autofocus
          disabled={pending}
          onClick={onBuy}
        >
          {pending ? 'Adding…' : `Buy Now for ${formatCents(offer.offer)}`}
        </button>
      </div>
    </Dialog>
  );
}
