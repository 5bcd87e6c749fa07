/**
 * The Payment Info step's Continue, for now: payment is not built yet, so it stays disabled and says why.
 * The one place to change when checkout arrives.
 */
export function CheckoutNotAvailable() {
  return (
    <>
      <p id="basket-continue-note" className="basket__note muted">
        Payment is not available yet, so checkout cannot continue from here.
      </p>
      <button
        type="button"
        className="button button--primary"
        disabled
        aria-describedby="basket-continue-note"
      >
        Continue
      </button>
    </>
  );
}
