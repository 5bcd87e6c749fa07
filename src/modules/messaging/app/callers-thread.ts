import { DomainError } from '../../../shared/domain-error.ts';
import type { MessageThread } from '../domain/message-thread.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import { type NumberCaller, ownerOf } from './number-caller.ts';

export const threadNotFound = () =>
  new DomainError('not_found', 'messaging.thread_not_found', 'Conversation not found.');

/**
 * The caller's live thread of that id: of their account and, for a member with role `user`, of a number
 * assigned to them; else 404 (another account's id looks like one that does not exist).
 */
export async function callersThread(
  deps: { threads: MessageThreadRepository; numbers: AccountNumberRepository },
  caller: NumberCaller,
  id: number,
  options: { lock?: boolean } = {},
): Promise<MessageThread> {
  const thread = await deps.threads.threadById(caller.accountId, id, options);
  if (!thread) throw threadNotFound();
  if (!(await deps.numbers.findOfOwner(ownerOf(caller), thread.tn))) throw threadNotFound();
  return thread;
}
