import { useSearchParams } from 'react-router';
import { MakeOfferDialog } from '../features/offers/make-offer-dialog.tsx';
import { MakeOfferPage } from '../features/offers/make-offer-page.tsx';
import { OfferCheckoutPage } from '../features/offers/offer-checkout-page.tsx';
import { CardHold } from '../features/payments/card-hold.tsx';
import { RequireAuth } from './guards.tsx';

/** The make-offer dialog as /search opens it over the results (`?makeOffer=`), with the payments feature's card form. */
export function MakeOfferOverSearch({ tn, onClose }: { tn: string; onClose: () => void }) {
  return <MakeOfferDialog tn={tn} CardHold={CardHold} onClose={onClose} />;
}

/** /make-offer with the payments feature's card form; an offer link (`?uuid=`) signs the buyer in first. */
export function MakeOfferRoute() {
  const [params] = useSearchParams();
  const page = <MakeOfferPage CardHold={CardHold} />;
  return params.get('uuid') ? <RequireAuth>{page}</RequireAuth> : page;
}

/** /offer-checkout: spec 2's offer link, for the signed-in buyer. */
export function OfferCheckoutRoute() {
  return (
    <RequireAuth>
      <OfferCheckoutPage />
    </RequireAuth>
  );
}
