import { useRef } from 'react';
import { ConversationItem } from './conversation-item.tsx';
import type { MessageThread } from './messages-types.ts';
import { threadTitle } from './thread-labels.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

export interface ConversationListProps {
  threads: readonly MessageThread[];
  selectedId: number | null;
  hrefOf: (thread: MessageThread) => string;
  employee: boolean;
  /** All Numbers is chosen: each conversation says which of the account's numbers it is on. */
  showNumber: boolean;
  /** Employees' bulk-delete choice. */
  checked: ReadonlySet<number>;
  onCheck: (messageThreadId: number, checked: boolean) => void;
  hasMore: boolean;
  loading: boolean;
  loadMore: () => void;
}

/** The conversations, newest first; the next 20 load as the reader nears the end (or asks with the button). */
export function ConversationList(props: ConversationListProps) {
  const { threads, selectedId, hrefOf, employee, showNumber, checked, onCheck, hasMore, loading, loadMore } =
    props;
  const container = useRef<HTMLUListElement>(null);
  const onScroll = useInfiniteScroll({
    container,
    grows: 'bottom',
    hasMore,
    loading,
    loadMore,
    itemCount: threads.length,
  });
  const now = Date.now();
  if (threads.length === 0) return null;
  return (
    <ul ref={container} className="conversation-list" aria-label="Conversations" onScroll={onScroll}>
      {threads.map((thread) => (
        <li key={thread.messageThreadId} data-scroll-item className="conversation-list__item">
          {employee && (
            <input
              type="checkbox"
              className="conversation-list__check"
              aria-label={`Choose ${threadTitle(thread)} for deletion`}
              checked={checked.has(thread.messageThreadId)}
              onChange={(event) => onCheck(thread.messageThreadId, event.target.checked)}
            />
          )}
          <ConversationItem
            thread={thread}
            to={hrefOf(thread)}
            selected={thread.messageThreadId === selectedId}
            employee={employee}
            showNumber={showNumber}
            now={now}
          />
        </li>
      ))}
      {hasMore && (
        <li className="conversation-list__more">
          <button type="button" className="button" disabled={loading} onClick={loadMore}>
            {loading ? 'Loading…' : 'Load older conversations'}
          </button>
        </li>
      )}
    </ul>
  );
}
