import { type SavedSearchLinkDeps, toAlertView, withValidLink } from './saved-search-link.ts';

/** POST /api/savedSearches/{id}/unsubscribe: no more notify-me mails for the search; saying it twice is fine. */
export function makeUnsubscribeSavedSearch(deps: SavedSearchLinkDeps) {
  return async function unsubscribeSavedSearch(input: { id: number; token: string }) {
    return deps.tx(async () => {
      const search = await withValidLink(deps, input.id, input.token);
      search.unsubscribe(deps.clock.now());
      await deps.savedSearches.flush();
      return toAlertView(search);
    });
  };
}
