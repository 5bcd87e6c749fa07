import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_THROTTLE_MS } from '../../../../src/shared/message-rules.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

/** A list box from 0 to 100 px whose items sit at the given tops (each 20 px high). */
function listWithItemsAt(tops: number[]): HTMLElement {
  const list = document.createElement('ul');
  list.getBoundingClientRect = () => ({ top: 0, bottom: 100 }) as DOMRect;
  for (const top of tops) {
    const item = document.createElement('li');
    item.dataset.scrollItem = '';
    item.getBoundingClientRect = () => ({ top, bottom: top + 20 }) as DOMRect;
    list.append(item);
  }
  return list;
}

function scrolling(list: HTMLElement, grows: 'bottom' | 'top' = 'bottom') {
  const loadMore = vi.fn();
  const { result } = renderHook(() =>
    useInfiniteScroll({
      container: { current: list },
      grows,
      hasMore: true,
      loading: false,
      loadMore,
      itemCount: 0,
    }),
  );
  return { onScroll: result.current, loadMore };
}

afterEach(() => vi.useRealTimers());

describe('infinite scroll', () => {
  it('loads more once the item two from the end comes into view, not before', () => {
    const early = scrolling(listWithItemsAt([0, 20, 40, 60, 80, 100, 120, 140]));
    early.onScroll();
    expect(early.loadMore).not.toHaveBeenCalled();

    const near = scrolling(listWithItemsAt([-60, -40, -20, 0, 20, 40, 60, 80, 100]));
    near.onScroll();
    expect(near.loadMore).toHaveBeenCalledOnce();
  });

  it('loads older messages when the item two from the oldest comes into view above', () => {
    // A thread: the oldest items are the last ones and sit above the box.
    const { onScroll, loadMore } = scrolling(listWithItemsAt([80, 60, 40, 20, 0, -20, -40, -60]), 'top');
    onScroll();
    expect(loadMore).not.toHaveBeenCalled();

    const near = scrolling(listWithItemsAt([80, 60, 40, 20, 0, -10]), 'top');
    near.onScroll();
    expect(near.loadMore).toHaveBeenCalledOnce();
  });

  it('looks at a burst of scroll events at most once every 50 ms, the last one included', () => {
    vi.useFakeTimers();
    const { onScroll, loadMore } = scrolling(listWithItemsAt([0, 20]));

    onScroll();
    onScroll();
    onScroll();
    expect(loadMore).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(SCROLL_THROTTLE_MS);
    expect(loadMore).toHaveBeenCalledTimes(2);
  });
});
