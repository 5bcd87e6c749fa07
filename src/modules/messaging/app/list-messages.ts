import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';
import type { ConversationPages, PageCursor } from '../ports/conversation-pages.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import { callersThread } from './callers-thread.ts';
import { type MessageView, toMessageView } from './conversation-views.ts';
import type { NumberCaller } from './number-caller.ts';

/**
 * GET /api/accounts/messages: a page of the thread's messages, newest first. Reading the first page opens the
 * thread: it is marked read for members, never for employees (spec 1 section 4), with a patched event.
 */
export function makeListMessages(deps: {
  threads: MessageThreadRepository;
  numbers: AccountNumberRepository;
  pages: ConversationPages;
  events: ConversationEvents;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async function listMessages(
    caller: NumberCaller,
    input: { messageThreadId: number; limit: number; before?: PageCursor | undefined },
  ): Promise<{ limit: number; data: MessageView[] }> {
    const thread = await callersThread(deps, caller, input.messageThreadId);
    if (input.before === undefined && !caller.isEmployee && thread.unreadCount > 0)
      await deps.tx(async () => {
        const locked = await deps.threads.threadById(caller.accountId, thread.id, { lock: true });
        if (!locked?.markReadBy(caller)) return;
        await deps.threads.flush();
        await deps.events.thread('patched', locked);
      });
    const messages = await deps.pages.messages(input);
    return { limit: input.limit, data: messages.map(toMessageView) };
  };
}
