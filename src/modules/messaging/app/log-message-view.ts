import { participantsKey } from '../domain/participants.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import type { MessageViewAudit } from '../ports/message-view-audit.ts';
import { callersThread } from './callers-thread.ts';
import type { NumberCaller } from './number-caller.ts';

export const VIEW_MESSAGE_DETAILS_ACTION = 'message.view-details';

/**
 * POST /api/admin/logging viewMessageDetails: staff unblurred a conversation of the account they act for; the
 * audit log keeps who, which thread and its parties (as stored, not as the browser claims them).
 */
export function makeLogMessageView(deps: {
  threads: MessageThreadRepository;
  numbers: AccountNumberRepository;
  audit: MessageViewAudit;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return (
    caller: NumberCaller,
    input: { messageThreadId: number; tn: string; participants: readonly string[] },
  ) =>
    deps.tx(async () => {
      const thread = await callersThread(deps, caller, input.messageThreadId);
      await deps.audit.record({
        actorUserId: caller.userId,
        action: VIEW_MESSAGE_DETAILS_ACTION,
        subject: `message-thread:${thread.id}`,
        before: null,
        after: {
          accountId: thread.accountId,
          tn: thread.tn,
          participants: thread.participants,
          claimed: { tn: input.tn, participants: safeKey(input.participants) },
        },
      });
    });
}

function safeKey(participants: readonly string[]): string {
  try {
    return participantsKey(participants);
  } catch {
    return participants.join(',').slice(0, 300);
  }
}
