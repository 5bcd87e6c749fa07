import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { type CardHoldComponent, MakeOfferDialog } from './make-offer-dialog.tsx';
import { OfferLink } from './offer-link.tsx';

/** Back where the visitor came from (the search results), or to search when the link was opened directly. */
export function useCloseToSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => void (location.key === 'default' ? navigate('/search') : navigate(-1));
}

/**
 * /make-offer (spec 2) as a page, for links from outside the app (mails): `?tn=&offer=` opens the make-offer
 * dialog, the same one /search opens over its results; `?uuid=` is the buyer's offer link (the app's route
 * signs the buyer in first).
 */
export function MakeOfferPage({ CardHold }: { CardHold: CardHoldComponent }) {
  const [params] = useSearchParams();
  const close = useCloseToSearch();
  const uuid = params.get('uuid');
  const tn = params.get('tn');

  if (uuid) {
    return <OfferLink uuid={uuid} onClose={close} />;
  }
  if (!tn) return <Navigate to="/search" replace />;
  return (
    <MakeOfferDialog tn={tn} initialOffer={params.get('offer') ?? ''} CardHold={CardHold} onClose={close} />
  );
}
