import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { showsInMessagingFilter } from '../../../../src/shared/message-rules.ts';
import { useProfile } from '../../api/profile.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../ui/inline-error.tsx';
import { useBulkDelete } from './bulk-delete.ts';
import { ComposeDialog } from './compose-dialog.tsx';
import { ConversationList } from './conversation-list.tsx';
import type { SentMessage } from './message-draft.tsx';
import {
  messageThreadQuery,
  messageThreadsQuery,
  messagingNumbersQuery,
  threadIdOf,
  uniqueItems,
} from './messages-api.ts';
import { NumberFilter } from './number-filter.tsx';
import { ThreadView } from './thread-view.tsx';
import { useLiveThreadSelection } from './use-live-threads.ts';
import { messagesHref, useThreadSelection } from './use-thread-selection.ts';
import './messages.css';

/**
 * /account/messages (spec 1): the number filter, the conversations with infinite scroll, the open thread, and
 * the Send New Message dialog. Employees get their variant: bulk delete, delivery icons, blurred messages.
 */
export function MessagesPage() {
  const profile = useProfile();
  const employee = profile.isEmployee;
  const navigate = useNavigate();
  const { tn, selectedId, chooseNumber, select } = useThreadSelection();
  const [composing, setComposing] = useState(false);
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const bulkDelete = useBulkDelete();
  useLiveThreadSelection({ tn, selectedId, select });

  const numbersQuery = useQuery(messagingNumbersQuery);
  const numbers = (numbersQuery.data ?? []).filter((number) =>
    showsInMessagingFilter(number.tn, profile.brandingId),
  );
  const threadsQuery = useInfiniteQuery(messageThreadsQuery(tn));
  const threads = uniqueItems(threadsQuery.data?.pages, threadIdOf);
  const listed = threads.find((thread) => thread.messageThreadId === selectedId);
  const single = useQuery({
    ...messageThreadQuery(selectedId ?? 0),
    enabled: selectedId !== null && !listed,
  });
  const selected = listed ?? single.data ?? null;

  function onSent(sent: SentMessage) {
    setComposing(false);
    navigate(messagesHref(tn, sent.messageThreadId));
  }

  async function deleteChecked() {
    const removed = await bulkDelete.run([...checked]);
    if (removed.length === 0) return;
    setChecked(new Set([...checked].filter((id) => !removed.includes(id))));
    if (selectedId !== null && removed.includes(selectedId)) select(null, { replace: true });
  }

  return (
    <section className={`page messages-page${employee ? ' messages-page--staff' : ''}`}>
      <div className="messages-toolbar">
        <h1>Messages</h1>
        <NumberFilter numbers={numbers} value={tn} onChange={chooseNumber} />
        <button
          type="button"
          className="button button--primary messages-toolbar__compose"
          aria-label="Send New Message"
          title="Send New Message"
          onClick={() => setComposing(true)}
        >
          <span aria-hidden="true">✎</span> New
        </button>
        <Link to="/account/numbers">Manage numbers</Link>
      </div>
      <InlineError error={numbersQuery.error} fallback={LIST_LOAD_FAILED} />
      {numbersQuery.isSuccess && numbers.length === 0 && (
        <p className="muted">
          You have no numbers for messaging yet. <Link to="/account/numbers">Go to your numbers</Link> to
          activate SMS on one.
        </p>
      )}
      {employee && (
        <div className="messages-bulk">
          <button
            type="button"
            className="button button--danger"
            disabled={checked.size === 0 || bulkDelete.pending}
            onClick={deleteChecked}
          >
            {bulkDelete.pending ? 'Deleting…' : `Delete selected (${checked.size})`}
          </button>
        </div>
      )}
      <div className={`messages-layout${selected ? ' messages-layout--thread-open' : ''}`}>
        <div className="messages-layout__list">
          {threadsQuery.isPending && <p role="status">Loading conversations…</p>}
          <InlineError error={threadsQuery.error} fallback={LIST_LOAD_FAILED} />
          {threadsQuery.isSuccess && threads.length === 0 && (
            <p className="messages-empty">
              {tn ? 'No conversations on this number yet.' : 'No conversations yet.'}
            </p>
          )}
          <ConversationList
            threads={threads}
            selectedId={selectedId}
            hrefOf={(thread) => messagesHref(tn, thread.messageThreadId)}
            employee={employee}
            showNumber={tn === null}
            checked={checked}
            onCheck={(id, on) =>
              setChecked((current) => {
                const next = new Set(current);
                if (on) next.add(id);
                else next.delete(id);
                return next;
              })
            }
            hasMore={threadsQuery.hasNextPage}
            loading={threadsQuery.isFetchingNextPage}
            loadMore={() => void threadsQuery.fetchNextPage()}
          />
        </div>
        <div className="messages-layout__thread">
          {selected ? (
            <ThreadView
              key={selected.messageThreadId}
              thread={selected}
              employee={employee}
              backTo={messagesHref(tn)}
              onDeleted={() => select(null, { replace: true })}
              onSent={onSent}
            />
          ) : (
            <p className="messages-empty">
              {selectedId !== null && single.isSuccess
                ? 'This conversation is no longer here.'
                : 'Choose a conversation, or start one with Send New Message.'}
            </p>
          )}
        </div>
      </div>
      {composing && (
        <ComposeDialog
          numbers={numbers}
          initialFrom={tn}
          onClose={() => setComposing(false)}
          onSent={onSent}
        />
      )}
    </section>
  );
}
