import type { Basket } from '../../../api/basket.ts';
import type { Profile } from '../../../api/profile.ts';
import { Dialog } from '../../../ui/dialogs/dialog.tsx';
import type { CheckoutAnswer } from '../api/checkout-api.ts';
import { BasketStepCart } from './basket-step-cart.tsx';
import type { CardPaymentComponent } from './card-payment-props.ts';

export interface BasketDialogProps {
  basket: Basket | null;
  loading: boolean;
  profile: Profile;
  onClose: () => void;
  /** The payments feature's card form, for Payment Info. */
  CardPayment: CardPaymentComponent | undefined;
  onCheckedOut: (answer: CheckoutAnswer) => void;
}

/** The basket: only step 1 (Shopping Cart) so far; 'Step 1 of 3' shows to guests (spec 2). */
export function BasketDialog({ basket, loading, profile, onClose }: BasketDialogProps) {
  return (
    <Dialog
      title="Shopping Cart"
      onDismiss={onClose}
      message={profile.isLoggedIn ? undefined : 'Step 1 of 3'}
    >
      {loading ? (
        <p role="status">Loading your cart…</p>
      ) : basket && basket.items.length > 0 ? (
        <BasketStepCart basket={basket} profile={profile} onBack={onClose} />
      ) : (
        <>
          <p>Your cart is empty.</p>
          <div className="dialog__actions">
            <button type="button" className="button" onClick={onClose}>
              Back
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}
