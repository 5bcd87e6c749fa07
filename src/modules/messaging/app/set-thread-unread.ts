import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';
import type { ConversationPages } from '../ports/conversation-pages.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import { callersThread, threadNotFound } from './callers-thread.ts';
import { type ThreadView, toThreadView } from './conversation-views.ts';
import { isNumberAdmin, type NumberCaller } from './number-caller.ts';

/** PATCH /api/accounts/message-threads/{id} `{ unreadCount }`: the read/unread toggle (0 read, more unread). */
export function makeSetThreadUnread(deps: {
  threads: MessageThreadRepository;
  numbers: AccountNumberRepository;
  pages: ConversationPages;
  events: ConversationEvents;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async function setThreadUnread(
    caller: NumberCaller,
    input: { messageThreadId: number; unreadCount: number },
  ): Promise<ThreadView> {
    await deps.tx(async () => {
      const thread = await callersThread(deps, caller, input.messageThreadId, { lock: true });
      const before = thread.unreadCount;
      thread.setUnread(input.unreadCount > 0);
      if (thread.unreadCount === before) return;
      await deps.threads.flush();
      await deps.events.thread('patched', thread);
    });
    const [row] = await deps.pages.threads({
      accountId: caller.accountId,
      assignedUserId: isNumberAdmin(caller) ? undefined : caller.userId,
      threadId: input.messageThreadId,
      limit: 1,
    });
    if (!row) throw threadNotFound();
    return toThreadView(row);
  };
}
