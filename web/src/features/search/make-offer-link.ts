/**
 * The search page's URL says which number the make-offer dialog is open for (docs/adr/0054): the dialog
 * floats over the results, and reloading or sharing the address opens it again.
 */
const NUMBER_PARAM = 'makeOffer';

/** Opens the dialog for a number: what the listing's Make Offer link adds to the search URL. */
export function openMakeOffer(params: URLSearchParams, tn: string): void {
  params.set(NUMBER_PARAM, tn);
}

/** The number the URL opens the dialog for, or null when it is closed. */
export function makeOfferTnIn(search: string): string | null {
  return new URLSearchParams(search).get(NUMBER_PARAM) || null;
}

/** The same query ('?...') without the dialog's parameter: closing it. */
export function withoutMakeOffer(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(NUMBER_PARAM);
  return `?${params.toString()}`;
}
