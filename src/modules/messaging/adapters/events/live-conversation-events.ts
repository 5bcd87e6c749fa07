import type { EventPublisher } from '../../../../platform/events/live-event.ts';
import { type ConversationEvents, LIVE_SERVICES } from '../../ports/conversation-events.ts';

/** Conversation changes as live events of /api/events: ids only, the page fetches again. */
export function liveConversationEvents(events: EventPublisher): ConversationEvents {
  return {
    thread: (type, thread) =>
      events.publish({
        accountId: thread.accountId,
        service: LIVE_SERVICES.threads,
        type,
        data: { messageThreadId: thread.id, tn: thread.tn },
      }),
    message: (type, message) =>
      events.publish({
        accountId: message.accountId,
        service: LIVE_SERVICES.messages,
        type,
        data: { messageThreadId: message.messageThreadId, messageId: message.id },
      }),
    contact: (type, contact) =>
      events.publish({
        accountId: contact.accountId,
        service: LIVE_SERVICES.contacts,
        type,
        data: { contactId: contact.id },
      }),
  };
}
