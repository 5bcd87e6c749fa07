import type { Message } from '../domain/message.ts';
import type { MessageThread } from '../domain/message-thread.ts';

/**
 * Threads and their messages (messaging.message_thread and messaging.message). Reads take the account, so a
 * guessed id of another account's thread or message answers null. `lock` reads FOR UPDATE (in a transaction).
 * Pages of threads and messages are the list queries' (adapters/db), not this port's.
 */
export interface MessageThreadRepository {
  /** The account's live (not removed) thread of `tn` with exactly these participants (by participantsKey). */
  liveThread(
    accountId: number,
    tn: string,
    participantsKey: string,
    options?: { lock?: boolean },
  ): Promise<MessageThread | null>;
  /**
   * Waits for (and then holds, to the end of the transaction) the right to start the thread of this key:
   * two first messages of one conversation run one after the other, so the second continues the first's.
   */
  serializeStart(accountId: number, tn: string, participantsKey: string): Promise<void>;
  /** The account's live thread of that id. */
  threadById(accountId: number, id: number, options?: { lock?: boolean }): Promise<MessageThread | null>;
  /** Stores a new thread and sets its id; a second live thread of one key fails (LIVE_THREAD_INDEX). */
  addThread(thread: MessageThread): Promise<void>;
  /** Stores a new message and sets its id. */
  addMessage(message: Message): Promise<void>;
  messageById(accountId: number, id: number, options?: { lock?: boolean }): Promise<Message | null>;
  /** The message the carrier knows by that id (receipts, repeated webhooks), whatever its account. */
  messageByCarrierId(carrierMessageId: string, options?: { lock?: boolean }): Promise<Message | null>;
  /** Writes the changes made to loaded threads and messages. */
  flush(): Promise<void>;
}
