import { type SavedSearchLinkDeps, toAlertView, withValidLink } from './saved-search-link.ts';

/** GET /api/savedSearches/{id}?token=: what the unsubscribe page shows; reads only (mail scanners open links). */
export function makeShowSavedSearchAlert(deps: SavedSearchLinkDeps) {
  return async function showSavedSearchAlert(input: { id: number; token: string }) {
    return toAlertView(await withValidLink(deps, input.id, input.token));
  };
}
