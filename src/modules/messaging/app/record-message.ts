import type { Message } from '../domain/message.ts';
import type { MessageThread } from '../domain/message-thread.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';

export type RecordMessage = (input: {
  thread: MessageThread;
  threadCreated: boolean;
  message: Message;
}) => Promise<void>;

/**
 * Stores a new message of a thread (from threadFor), makes it the thread's recent message (an inbound one
 * raises unread) and tells the account's open pages. Runs in the caller's transaction.
 */
export function makeRecordMessage(deps: {
  threads: MessageThreadRepository;
  events: ConversationEvents;
}): RecordMessage {
  return async ({ thread, threadCreated, message }) => {
    message.messageThreadId = thread.id;
    await deps.threads.addMessage(message);
    thread.recordMessage(message);
    await deps.threads.flush();
    await deps.events.thread(threadCreated ? 'created' : 'patched', thread);
    await deps.events.message('created', message);
  };
}
