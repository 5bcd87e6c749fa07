import { type RefObject, useCallback, useEffect, useRef } from 'react';
import { SCROLL_THRESHOLD, SCROLL_THROTTLE_MS } from '../../../../src/shared/message-rules.ts';

export interface InfiniteScrollOptions {
  /** The scrolling element; its items carry `data-scroll-item`, in list order (newest first). */
  container: RefObject<HTMLElement | null>;
  /** 'bottom': the list grows downwards (conversations); 'top': older items sit above (a thread's messages). */
  grows: 'bottom' | 'top';
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
  /** Changes when items arrive, so that a list too short to scroll asks for more at once. */
  itemCount: number;
}

/**
 * Spec 1 section 9's infinite scroll: when the reader has come within SCROLL_THRESHOLD items of the end, the
 * next page loads; scroll events are looked at no more than once every SCROLL_THROTTLE_MS.
 */
export function useInfiniteScroll(options: InfiniteScrollOptions): () => void {
  const latest = useRef(options);
  latest.current = options;
  const lastCheck = useRef(0);
  const trailing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const check = useCallback(() => {
    const { container, grows, hasMore, loading, loadMore } = latest.current;
    const element = container.current;
    if (!element || !hasMore || loading) return;
    if (nearTheEnd(element, grows)) loadMore();
  }, []);

  const onScroll = useCallback(() => {
    const now = Date.now();
    const wait = lastCheck.current + SCROLL_THROTTLE_MS - now;
    if (wait <= 0) {
      lastCheck.current = now;
      check();
      return;
    }
    // The last event of a burst is still looked at, once the throttle allows.
    clearTimeout(trailing.current);
    trailing.current = setTimeout(() => {
      lastCheck.current = Date.now();
      check();
    }, wait);
  }, [check]);

  useEffect(() => () => clearTimeout(trailing.current), []);

  // A first page shorter than the visible area never scrolls: ask for more while the area is not full.
  const { itemCount, container } = options;
  useEffect(() => {
    const element = container.current;
    if (!element || itemCount === 0 || element.clientHeight === 0) return;
    if (element.scrollHeight <= element.clientHeight) check();
  }, [itemCount, container, check]);

  return onScroll;
}

function nearTheEnd(element: HTMLElement, grows: 'bottom' | 'top'): boolean {
  const items = element.querySelectorAll<HTMLElement>('[data-scroll-item]');
  const marker = items[Math.max(0, items.length - SCROLL_THRESHOLD)];
  if (!marker) return true;
  const view = element.getBoundingClientRect();
  const box = marker.getBoundingClientRect();
  return grows === 'bottom' ? box.top <= view.bottom : box.bottom >= view.top;
}
