import type { ReactNode } from 'react';
import { formatCents } from '../../../../src/shared/money.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import type { Offer } from './offers-api.ts';

type ShownOffer = Pick<Offer, 'formattedTn' | 'initialOffer' | 'counterOffer' | 'offer' | 'expirationDate'>;

interface ViewProps {
  offer: ShownOffer;
  pending: boolean;
  failure: string | null;
  onClose: () => void;
}

const formatExpiry = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The offer link's dialog: its message, the last failure, Close and (when given) the one thing to do. */
function OfferLinkDialog({
  title,
  tone,
  message,
  failure,
  onClose,
  action,
}: {
  title: string;
  tone?: 'success';
  message: ReactNode;
  failure: string | null;
  onClose: () => void;
  action?: { label: string; pendingLabel: string; pending: boolean; onClick: () => void };
}) {
  return (
    <Dialog key={title} title={title} tone={tone} onDismiss={onClose} message={message}>
      {failure && (
        <p className="form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="dialog__actions">
        <button
          type="button"
          className={action ? 'button' : 'button button--primary'}
          data-autofocus={action ? undefined : true}
          onClick={onClose}
        >
          Close
        </button>
        {action && (
          <button
            type="button"
            className="button button--primary"
            data-autofocus
            disabled={action.pending}
            onClick={action.onClick}
          >
            {action.pending ? action.pendingLabel : action.label}
          </button>
        )}
      </div>
    </Dialog>
  );
}

/**
 * A submitted offer the seller has not answered yet: not an error (spec 2's 'Offer Not Accepted' reads as a
 * refusal), but what the buyer waits for and until when (docs/adr/0054).
 */
export function WaitingOfferView({ offer, onClose }: { offer: ShownOffer; onClose: () => void }) {
  return (
    <OfferLinkDialog
      title="Offer Waiting"
      failure={null}
      onClose={onClose}
      message={
        <>
          Your offer of {formatCents(offer.offer)} on <strong>{offer.formattedTn}</strong> is waiting for the
          seller's answer; it expires {formatExpiry(offer.expirationDate)}. We will email you when the seller
          answers.
        </>
      }
    />
  );
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
    <OfferLinkDialog
      title="Counter Offer"
      failure={failure}
      onClose={onClose}
      action={{ label: 'Accept Counter Offer', pendingLabel: 'Accepting…', pending, onClick: onAccept }}
      message={
        <>
          The seller of <strong>{offer.formattedTn}</strong> answered your offer of{' '}
          {formatCents(offer.initialOffer)} with {formatCents(offer.counterOffer ?? offer.offer)}. The counter
          offer stands until {formatExpiry(offer.expirationDate)}.
        </>
      }
    />
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
    <OfferLinkDialog
      title="Offer Accepted"
      tone="success"
      failure={failure}
      onClose={onClose}
      action={{
        label: `Buy Now for ${formatCents(offer.offer)}`,
        pendingLabel: 'Adding…',
        pending,
        onClick: onBuy,
      }}
      message={
        <>
          Your offer of {formatCents(offer.offer)} on <strong>{offer.formattedTn}</strong> is accepted. Our
          sales team will contact you by email; you can also check out now.
        </>
      }
    />
  );
}
