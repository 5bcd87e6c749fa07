import { CheckoutNotAvailable } from './checkout-not-available.tsx';

/** Step 3, Payment Info: built by checkout; until then it says so, and Back returns to the previous step. */
export function BasketStepPayment({ onBack }: { onBack: () => void }) {
  return (
    <div className="basket-step">
      <div className="dialog__actions basket__actions">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
        <CheckoutNotAvailable />
      </div>
    </div>
  );
}
