import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { MessageBubble } from './message-bubble.tsx';
import { messageIdOf, messagesQuery, uniqueItems } from './messages-api.ts';
import type { MessageThread } from './messages-types.ts';
import { partyName } from './thread-labels.ts';
import { useInfiniteScroll } from './use-infinite-scroll.ts';

/**
 * The open thread's messages, newest first in reading order and newest at the bottom on screen (a reversed
 * column keeps the view at the newest); older pages load as the reader scrolls up (spec 1 section 4).
 */
export function MessageList(props: { thread: MessageThread; employee: boolean; blurred: boolean }) {
  const { thread, employee, blurred } = props;
  const messages = useInfiniteQuery(messagesQuery(thread.messageThreadId));
  const items = uniqueItems(messages.data?.pages, messageIdOf);
  const container = useRef<HTMLOListElement>(null);
  const onScroll = useInfiniteScroll({
    container,
    grows: 'top',
    hasMore: messages.hasNextPage,
    loading: messages.isFetchingNextPage,
    loadMore: () => void messages.fetchNextPage(),
    itemCount: items.length,
  });

  // Spec 1 section 8: a thread that fails to load is logged only.
  useEffect(() => {
    if (messages.error) console.error('The messages of the thread could not be loaded', messages.error);
  }, [messages.error]);

  const now = Date.now();
  const group = thread.participants.length > 1;
  if (messages.isPending) return <p role="status">Loading messages…</p>;
  if (messages.isSuccess && items.length === 0) return <p className="muted">No messages yet.</p>;
  return (
    <ol ref={container} className="message-list" aria-label="Messages" onScroll={onScroll}>
      {items.map((message) => (
        <li key={message.messageId} data-scroll-item>
          <MessageBubble
            message={message}
            employee={employee}
            blurred={blurred}
            showSender={group}
            senderName={partyName(thread, message.from)}
            now={now}
          />
        </li>
      ))}
      {messages.hasNextPage && (
        <li className="message-list__more">
          <button
            type="button"
            className="button"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? 'Loading…' : 'Load older messages'}
          </button>
        </li>
      )}
    </ol>
  );
}
