import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { ConversationPages, PageCursor } from '../ports/conversation-pages.ts';
import { type ThreadView, toThreadView } from './conversation-views.ts';
import { isNumberAdmin, type NumberCaller } from './number-caller.ts';

export interface ListMessageThreadsInput {
  tn?: string | undefined;
  limit: number;
  before?: PageCursor | undefined;
  messageThreadId?: number | undefined;
}

/**
 * GET /api/accounts/message-threads: the caller's conversations, newest first (a keyset page). Members with
 * role `user` see the threads of numbers assigned to them; a `tn` that does not parse finds nothing.
 */
export function makeListMessageThreads(deps: { pages: ConversationPages }) {
  return async function listMessageThreads(
    caller: NumberCaller,
    input: ListMessageThreadsInput,
  ): Promise<{ limit: number; data: ThreadView[] }> {
    const tn = input.tn === undefined ? undefined : PhoneNumber.tryParse(input.tn)?.e164;
    if (input.tn !== undefined && !tn) return { limit: input.limit, data: [] };
    const rows = await deps.pages.threads({
      accountId: caller.accountId,
      assignedUserId: isNumberAdmin(caller) ? undefined : caller.userId,
      tn,
      threadId: input.messageThreadId,
      before: input.before,
      limit: input.limit,
    });
    return { limit: input.limit, data: rows.map(toThreadView) };
  };
}
