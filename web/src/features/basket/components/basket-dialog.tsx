import { useState } from 'react';
import { OWNERSHIP_WARNING } from '../../../../../src/shared/account-form.ts';
import type { Basket } from '../../../api/basket.ts';
import type { Profile } from '../../../api/profile.ts';
import { Dialog } from '../../../ui/dialogs/dialog.tsx';
import type { CheckoutAnswer } from '../api/checkout-api.ts';
import { BasketStepAccount } from './basket-step-account.tsx';
import { BasketStepCart } from './basket-step-cart.tsx';
import { BasketStepPayment } from './basket-step-payment.tsx';
import type { CardPaymentComponent } from './card-payment-props.ts';

export interface BasketDialogProps {
  basket: Basket | null;
  loading: boolean;
  profile: Profile;
  onClose: () => void;
  /** The payments feature's card form, for Payment Info. */
  CardPayment: CardPaymentComponent | undefined;
  /** The order went through: the host closes the basket and opens the confirm page. */
  onCheckedOut: (answer: CheckoutAnswer) => void;
}

type Step = 'cart' | 'account' | 'payment';

const TITLES: Record<Step, string> = {
  cart: 'Shopping Cart',
  account: 'Account Info',
  payment: 'Payment Info',
};
const NUMBERS: Record<Step, number> = { cart: 1, account: 2, payment: 3 };

/**
 * The basket's three steps (spec 2): Shopping Cart, Account Info (skipped when signed in), Payment Info.
 * 'Step n of 3' shows for steps 1 and 2 when not logged in. Back from Payment Info returns a signed-in
 * buyer to the cart and a guest to Account Info.
 */
export function BasketDialog(props: BasketDialogProps) {
  const { basket, loading, profile, onClose, CardPayment, onCheckedOut } = props;
  const [step, setStep] = useState<Step>('cart');
  const [warning, setWarning] = useState(false);
  const signedIn = profile.isLoggedIn;
  const shownStep: Step = basket && basket.items.length > 0 ? step : 'cart';
  const stepImage = !signedIn && shownStep !== 'payment' ? `Step ${NUMBERS[shownStep]} of 3` : undefined;
  const warn = () => setWarning(true);

  return (
    <>
      <Dialog title={TITLES[shownStep]} onDismiss={onClose} message={stepImage} covered={warning}>
        {loading ? (
          <p role="status">Loading your cart…</p>
        ) : !basket || basket.items.length === 0 ? (
          <>
            <p>Your cart is empty.</p>
            <div className="dialog__actions">
              <button type="button" className="button" onClick={onClose}>
                Back
              </button>
            </div>
          </>
        ) : shownStep === 'cart' ? (
          <BasketStepCart
            basket={basket}
            profile={profile}
            onBack={onClose}
            onContinue={() => setStep(signedIn ? 'payment' : 'account')}
            onOwnershipTicked={warn}
          />
        ) : shownStep === 'account' ? (
          <BasketStepAccount
            basket={basket}
            onBack={() => setStep('cart')}
            onContinue={() => setStep('payment')}
            onOwnershipTicked={warn}
          />
        ) : (
          <BasketStepPayment
            basket={basket}
            profile={profile}
            CardPayment={CardPayment}
            onBack={() => setStep(signedIn ? 'cart' : 'account')}
            onEditOrder={() => setStep('cart')}
            onCheckedOut={onCheckedOut}
          />
        )}
      </Dialog>
      {warning && (
        <Dialog
          role="alertdialog"
          title="About licensed numbers"
          onDismiss={() => setWarning(false)}
          message={OWNERSHIP_WARNING}
        >
          <div className="dialog__actions">
            <button
              type="button"
              className="button button--primary"
              data-autofocus
              onClick={() => setWarning(false)}
            >
              I understand
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}
