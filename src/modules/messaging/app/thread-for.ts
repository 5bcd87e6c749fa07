import type { Clock } from '../../../platform/clock/clock.ts';
import { MessageThread } from '../domain/message-thread.ts';
import { participantsKey } from '../domain/participants.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';

export type ThreadFor = (input: {
  accountId: number;
  tn: string;
  participants: readonly string[];
}) => Promise<{
  thread: MessageThread;
  created: boolean;
}>;

/**
 * The live thread of the account's number with these participants, started when there is none (docs/adr/0041).
 * Outbound sends and inbound messages both come here. Runs in the caller's transaction; the thread is locked.
 */
export function makeThreadFor(deps: { threads: MessageThreadRepository; clock: Clock }): ThreadFor {
  return async ({ accountId, tn, participants }) => {
    const key = participantsKey(participants);
    await deps.threads.serializeStart(accountId, tn, key);
    const found = await deps.threads.liveThread(accountId, tn, key, { lock: true });
    if (found) return { thread: found, created: false };
    const thread = new MessageThread({ accountId, tn, participants, now: deps.clock.now() });
    await deps.threads.addThread(thread);
    return { thread, created: true };
  };
}
