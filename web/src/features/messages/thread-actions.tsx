import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import { useBlockMutation, useDeleteThreadMutation, useMarkThreadMutation } from './messages-mutations.ts';
import type { MessageThread } from './messages-types.ts';
import { formatNumber, partyName, threadTitle } from './thread-labels.ts';

/**
 * The open thread's actions: the read/unread toggle, blocking (or unblocking) each other party, and delete
 * after a confirmation. `onDeleted` lets the page leave the thread.
 */
export function ThreadActions({ thread, onDeleted }: { thread: MessageThread; onDeleted: () => void }) {
  const dialogs = useDialogs();
  const toasts = useToasts();
  const mark = useMarkThreadMutation();
  const block = useBlockMutation();
  const remove = useDeleteThreadMutation();
  const unread = thread.unreadCount > 0;

  async function toggleBlocked(callerId: string, blocked: boolean) {
    const who = partyName(thread, callerId);
    if (blocked) {
      const confirmed = await dialogs.confirm({
        action: 'Block',
        message: `Block ${who}? Their messages to your numbers will no longer be shown.`,
      });
      if (!confirmed) return;
    }
    const done = await block.mutateAsync({ callerId, blocked }).then(
      () => true,
      () => false,
    );
    if (done) toasts.show({ message: `${who} is ${blocked ? 'blocked' : 'unblocked'}.`, kind: 'success' });
  }

  async function deleteThread() {
    const confirmed = await dialogs.confirm({
      action: 'Delete',
      message: `Delete the conversation with ${threadTitle(thread)}? It is removed from your list.`,
    });
    if (!confirmed) return;
    const done = await remove.mutateAsync(thread.messageThreadId).then(
      () => true,
      () => false,
    );
    if (done) onDeleted();
  }

  return (
    <div className="thread-actions">
      <button
        type="button"
        className="button"
        disabled={mark.isPending}
        onClick={() => mark.mutate({ messageThreadId: thread.messageThreadId, unreadCount: unread ? 0 : 1 })}
      >
        {unread ? 'Mark as read' : 'Mark as unread'}
      </button>
      {thread.participants.map((callerId) => {
        const blocked = thread.contacts.some(
          (contact) => contact.callerId === callerId && contact.blocked === 'Y',
        );
        const label = thread.participants.length > 1 ? ` ${formatNumber(callerId)}` : '';
        return (
          <button
            key={callerId}
            type="button"
            className="button"
            disabled={block.isPending}
            onClick={() => void toggleBlocked(callerId, !blocked)}
          >
            {blocked ? `Unblock${label}` : `Block${label}`}
          </button>
        );
      })}
      <button
        type="button"
        className="button button--danger"
        disabled={remove.isPending}
        onClick={deleteThread}
      >
        Delete
      </button>
    </div>
  );
}
