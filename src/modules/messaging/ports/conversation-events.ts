import type { Contact } from '../domain/contact.ts';
import type { Message } from '../domain/message.ts';
import type { MessageThread } from '../domain/message-thread.ts';

/** Live services of GET /api/events (spec 1's live created and patched events). */
export const LIVE_SERVICES = {
  threads: 'message-threads',
  messages: 'messages',
  contacts: 'contacts',
} as const;

/**
 * Tells the account's open pages about a change, in the caller's transaction (delivered after commit).
 * Events carry ids only: a page fetches the resource again.
 */
export interface ConversationEvents {
  thread(type: 'created' | 'patched' | 'removed', thread: MessageThread): Promise<void>;
  message(type: 'created' | 'patched', message: Message): Promise<void>;
  contact(type: 'created' | 'patched' | 'removed', contact: Contact): Promise<void>;
}
