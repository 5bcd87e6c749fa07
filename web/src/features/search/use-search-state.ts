import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SearchState } from './search-params.ts';
import { parseSearch, SEARCH_DEBOUNCE_MS, serializeSearch } from './search-params.ts';

export interface ChangeOptions {
  /** Typing: wait until the input has been quiet for 500 ms before searching. */
  debounce?: boolean;
  /** Paging keeps `skip`; every other change starts again at the first result. */
  keepSkip?: boolean;
}

export interface SearchStateApi {
  /** What the URL says: what is searched and shown. */
  committed: SearchState;
  /** What the form shows: the committed search plus edits not yet written to the URL. */
  draft: SearchState;
  change: (update: (draft: SearchState) => SearchState, options?: ChangeOptions) => void;
  /** The URL of a search (the keys the page does not own kept), for links such as More results. */
  hrefFor: (state: SearchState) => string;
  /** The URL of the current page with `update` applied to its parameters (Contact Agent). */
  hrefWith: (update: (params: URLSearchParams) => void) => string;
}

/**
 * URL <-> form: the URL is the search. The form edits a draft; a change is written to the URL (a new
 * history entry) at once, or 500 ms after the last keystroke for typing. When the URL changes by any other
 * way (Back, Forward, a link), the draft is replaced by what the URL says.
 */
export function useSearchState(): SearchStateApi {
  const location = useLocation();
  const navigate = useNavigate();
  const committed = useMemo(() => parseSearch(new URLSearchParams(location.search)), [location.search]);
  const committedKey = serializeSearch(committed).toString();

  const [draft, setDraft] = useState(committed);
  const draftRef = useRef(committed);
  const writtenKey = useRef(committedKey);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const locationRef = useRef(location);
  locationRef.current = location;

  useEffect(() => {
    if (committedKey === writtenKey.current) return;
    // Back, Forward or a link: the URL wins over anything typed but not yet searched.
    writtenKey.current = committedKey;
    clearTimeout(timer.current);
    draftRef.current = committed;
    setDraft(committed);
  }, [committedKey, committed]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = useCallback(
    (next: SearchState) => {
      const current = locationRef.current;
      const params = serializeSearch(next, new URLSearchParams(current.search));
      const key = serializeSearch(next).toString();
      writtenKey.current = key;
      const shownKey = serializeSearch(parseSearch(new URLSearchParams(current.search))).toString();
      if (key !== shownKey) navigate({ pathname: current.pathname, search: `?${params.toString()}` });
    },
    [navigate],
  );

  const change = useCallback(
    (update: (draft: SearchState) => SearchState, options: ChangeOptions = {}) => {
      const updated = update(draftRef.current);
      const next = options.keepSkip ? updated : { ...updated, skip: 0, after: '' };
      draftRef.current = next;
      setDraft(next);
      clearTimeout(timer.current);
      if (options.debounce) {
        timer.current = setTimeout(() => write(draftRef.current), SEARCH_DEBOUNCE_MS);
      } else {
        write(next);
      }
    },
    [write],
  );

  const hrefFor = useCallback(
    (state: SearchState) =>
      `${location.pathname}?${serializeSearch(state, new URLSearchParams(location.search)).toString()}`,
    [location],
  );

  const hrefWith = useCallback(
    (update: (params: URLSearchParams) => void) => {
      const params = new URLSearchParams(location.search);
      update(params);
      return `${location.pathname}?${params.toString()}`;
    },
    [location],
  );

  return { committed, draft, change, hrefFor, hrefWith };
}
