import { lazy, Suspense } from 'react';
import { type OfferDialogComponent, SearchPage } from '../features/search/search-page.tsx';

const MakeOfferOverSearch = lazy(async () => ({
  default: (await import('./offer-routes.tsx')).MakeOfferOverSearch,
}));

/** The make-offer dialog over the results, loaded when first opened (docs/adr/0054). */
const OfferDialog: OfferDialogComponent = (props) => (
  <Suspense
    fallback={
      <p role="status" className="app-status">
        Loading…
      </p>
    }
  >
    <MakeOfferOverSearch {...props} />
  </Suspense>
);

/** /search with the offers feature's make-offer dialog for its Make Offer links. */
export function SearchRoute() {
  return <SearchPage OfferDialog={OfferDialog} />;
}
