import { atom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { REGULAR_REVEAL_WAIT_MS } from './search-params.ts';

/**
 * How long regular (sectioned) results wait before they are revealed. An atom rather than a constant so
 * the web tests, which do not exercise the wait, can set it to 0; the test of the wait uses fake timers.
 */
export const regularRevealWaitAtom = atom(REGULAR_REVEAL_WAIT_MS);

/**
 * Spec 2, section 9: regular results are revealed 3 seconds after their search starts, or when they
 * arrive if that is later. The wait restarts whenever the search (its key) changes; it is true while
 * the search with this key is still inside its wait.
 */
export function useRevealWait(searchKey: string): boolean {
  const waitMs = useAtomValue(regularRevealWaitAtom);
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  useEffect(() => {
    if (waitMs <= 0) return;
    const timer = setTimeout(() => setWaitedFor(searchKey), waitMs);
    return () => clearTimeout(timer);
  }, [searchKey, waitMs]);
  return waitMs > 0 && waitedFor !== searchKey;
}
