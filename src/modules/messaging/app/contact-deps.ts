import type { Clock } from '../../../platform/clock/clock.ts';
import type { ContactBook } from '../ports/contact-book.ts';
import type { ContactRepository } from '../ports/contact-repository.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';

/** What the contact use cases that change contacts need. */
export interface ContactChangeDeps {
  contacts: ContactRepository;
  book: ContactBook;
  events: Pick<ConversationEvents, 'contact'>;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}
