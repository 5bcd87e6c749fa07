import type { DeliveryStatus, Message, MessageType } from '../domain/message.ts';

/** Keyset position: items older than `date`, or of that date with a lower id (docs/adr/0042). */
export interface PageCursor {
  date: Date;
  id?: number | undefined;
}

/** A thread as the conversation list shows it, with what the list joins in. */
export interface ThreadListRow {
  id: number;
  tn: string;
  name: string;
  participants: string[];
  unreadCount: number;
  recentMessageType: MessageType | null;
  recentMessage: string;
  recentMessageDate: Date;
  hasScheduled: boolean;
  lastDeliveryStatus: DeliveryStatus | null;
  number: { nickname: string; smsEnabled: 'Y' | 'pending' | 'N'; stringHosted: boolean };
  contacts: Array<{ id: number; callerId: string; name: string; blocked: 'Y' | 'N' }>;
}

/** The two list queries of conversations (adapters/db), newest first, on the ADR 0041 indexes. */
export interface ConversationPages {
  /**
   * The account's live threads of numbers it holds; `assignedUserId` keeps those of numbers assigned to that
   * user; `tn` one number; `threadId` one thread.
   */
  threads(query: {
    accountId: number;
    assignedUserId?: number | undefined;
    tn?: string | undefined;
    threadId?: number | undefined;
    before?: PageCursor | undefined;
    limit: number;
  }): Promise<ThreadListRow[]>;
  messages(query: {
    messageThreadId: number;
    before?: PageCursor | undefined;
    limit: number;
  }): Promise<Message[]>;
  /** The thread of the account's message that has this stored attachment, or null. */
  threadOfAttachment(accountId: number, path: string): Promise<number | null>;
}
