import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { MessageDraft, type SentMessage } from './message-draft.tsx';
import { MessageList } from './message-list.tsx';
import { logViewMessageDetails } from './messages-mutations.ts';
import type { MessageThread } from './messages-types.ts';
import { ThreadActions } from './thread-actions.tsx';
import { ourNumberLabel, threadTitle } from './thread-labels.ts';

/** Where the string-hosting link of a stringHosted number leads (employees only; docs/adr/0046). */
export const stringHostingHref = (tn: string) => `/account/numbers/${tn.replace(/^\+/, '')}`;

/**
 * The open conversation: its header with the actions, the messages, and a reply box. Employees see text and
 * media blurred until they unblur, which the server logs (POST /api/admin/logging).
 */
export function ThreadView(props: {
  thread: MessageThread;
  employee: boolean;
  backTo: string;
  onDeleted: () => void;
  onSent: (sent: SentMessage) => void;
}) {
  const { thread, employee, backTo, onDeleted, onSent } = props;
  const [revealed, setRevealed] = useState(false);
  const reveal = useMutation({ mutationFn: logViewMessageDetails, onSuccess: () => setRevealed(true) });
  const blurred = employee && !revealed;
  const title = threadTitle(thread);

  return (
    <section className="thread" aria-label={`Conversation with ${title}`}>
      <header className={`thread__header${employee ? ' thread__header--staff' : ''}`}>
        <Link className="thread__back" to={backTo}>
          ← Conversations
        </Link>
        <div className="thread__who">
          <h2 className="thread__title">{title}</h2>
          <p className={employee ? 'thread__destination--staff' : 'thread__destination'}>
            {employee ? 'To ' : 'On '}
            {ourNumberLabel(thread)}
          </p>
        </div>
        {employee && thread.telephoneNumber.stringHosted === 'Y' && (
          <Link className="thread__string-hosting" to={stringHostingHref(thread.tn)}>
            String hosting
          </Link>
        )}
        {employee && (
          <button
            type="button"
            className="button"
            aria-pressed={revealed}
            disabled={reveal.isPending}
            onClick={() => (revealed ? setRevealed(false) : reveal.mutate(thread))}
          >
            {revealed ? 'Blur messages' : 'Show messages'}
          </button>
        )}
        <ThreadActions thread={thread} onDeleted={onDeleted} />
      </header>
      <MessageList thread={thread} employee={employee} blurred={blurred} />
      <MessageDraft
        key={thread.messageThreadId}
        from={thread.tn}
        recipients={thread.participants}
        onSent={onSent}
        label="Reply"
      />
    </section>
  );
}
