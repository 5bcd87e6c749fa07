import type { Clock } from '../../../platform/clock/clock.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { ConversationEvents } from '../ports/conversation-events.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import { callersThread } from './callers-thread.ts';
import type { NumberCaller } from './number-caller.ts';

interface RemoveDeps {
  threads: MessageThreadRepository;
  numbers: AccountNumberRepository;
  events: ConversationEvents;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** DELETE /api/accounts/message-threads/{id}: a soft delete; the thread's scheduled messages are not sent. */
export function makeRemoveMessageThread(deps: RemoveDeps) {
  return (caller: NumberCaller, messageThreadId: number): Promise<void> =>
    deps.tx(async () => {
      const thread = await callersThread(deps, caller, messageThreadId, { lock: true });
      thread.remove(deps.clock.now());
      await deps.threads.flush();
      await deps.events.thread('removed', thread);
    });
}

/**
 * POST /api/accounts/messageThreadsBulkDelete: employees only. Removes those of the ids that are live threads
 * of the current account and answers them; other ids are skipped (another account's look like unknown ones).
 */
export function makeBulkRemoveMessageThreads(deps: RemoveDeps) {
  return async (caller: NumberCaller, messageThreadIds: readonly number[]): Promise<number[]> => {
    if (!caller.isEmployee)
      throw new DomainError(
        'forbidden',
        'auth.forbidden',
        'Only employees can delete conversations in bulk.',
      );
    return deps.tx(async () => {
      const removed: number[] = [];
      const now = deps.clock.now();
      for (const id of [...new Set(messageThreadIds)].sort((a, b) => a - b)) {
        const thread = await deps.threads.threadById(caller.accountId, id, { lock: true });
        if (!thread) continue;
        thread.remove(now);
        await deps.events.thread('removed', thread);
        removed.push(id);
      }
      await deps.threads.flush();
      return removed;
    });
  };
}
