import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { type Attachment, Message } from '../domain/message.ts';
import { KEYWORD_REPLIES, type SmsKeyword, smsKeyword } from '../domain/sms-keywords.ts';
import type { ContactRepository } from '../ports/contact-repository.ts';
import type { InboundMediaFetcher, InboundMediaRef } from '../ports/inbound-media.ts';
import type { MediaStore } from '../ports/media-store.ts';
import type { MessageThreadRepository } from '../ports/message-thread-repository.ts';
import type { NumberHolders } from '../ports/number-holders.ts';
import type { SmsOptOuts } from '../ports/sms-opt-outs.ts';
import type { RecordMessage } from './record-message.ts';
import type { KeywordReply } from './send-keyword-reply.ts';
import { KEYWORD_REPLY_QUEUE } from './send-keyword-reply.ts';
import type { ThreadFor } from './thread-for.ts';

/** Inbound messages from the carrier's webhook, stored by a job (the webhook answers at once). */
export const INBOUND_MESSAGE_QUEUE = 'messaging.inbound-message';

/** An SMS/MMS someone sent to one of our numbers, as the carrier reports it. */
export interface InboundMessage {
  /** The carrier's id: a repeated webhook is stored once. */
  carrierMessageId: string;
  from: string;
  /** Every receiver the carrier lists: our number and, in a group message, the others. */
  to: string[];
  text: string;
  media: InboundMediaRef[];
}

export type InboundOutcome =
  | { outcome: 'stored'; messageThreadId: number; messageId: number }
  | { outcome: 'duplicate' | 'unknown-number' | 'blocked' | 'invalid-sender' };

export interface ReceiveInboundDeps {
  holders: NumberHolders;
  threads: MessageThreadRepository;
  contacts: ContactRepository;
  optOuts: SmsOptOuts;
  media: MediaStore;
  mediaFetcher: InboundMediaFetcher;
  threadFor: ThreadFor;
  recordMessage: RecordMessage;
  jobs: Jobs;
  clock: { now(): Date };
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

const e164 = (text: string) => PhoneNumber.tryParse(text)?.e164 ?? null;

/**
 * Stores an inbound message in the account's thread with its sender (docs/adr/0043): the receiving number
 * must be held by an account, a repeat of a carrier id is stored once, STOP/START/HELP are honoured and
 * answered, a blocked sender's message is dropped, media is fetched into the MediaStore, and the thread is
 * created or continued through threadFor/recordMessage (unread raised, live events).
 */
export function makeReceiveInboundMessage(deps: ReceiveInboundDeps) {
  return async (inbound: InboundMessage): Promise<InboundOutcome> => {
    const from = e164(inbound.from);
    if (!from) return { outcome: 'invalid-sender' };
    const receivers = [...new Set(inbound.to.map(e164).filter((tn): tn is string => tn !== null))];
    const held = await heldReceiver(deps.holders, receivers);
    if (!held) return { outcome: 'unknown-number' };
    if (await deps.threads.messageByCarrierId(inbound.carrierMessageId)) return { outcome: 'duplicate' };
    const { tn, accountId } = held;
    const keyword = smsKeyword(inbound.text);
    // Opting out concerns the number pair, not the account's wishes: honoured even for a blocked sender.
    const blocked = await isBlocked(deps.contacts, accountId, from);
    if (blocked) {
      if (keyword)
        await deps.tx(() => honourKeyword(deps, { tn, from, keyword, inbound, answerHelp: false }));
      return { outcome: 'blocked' };
    }
    // Fetched before the transaction (slow I/O); a retried job may leave an unused file behind.
    const attachments = await storeMedia(deps, accountId, inbound.media);
    return deps.tx(async () => {
      if (await deps.threads.messageByCarrierId(inbound.carrierMessageId)) return { outcome: 'duplicate' };
      if (keyword) await honourKeyword(deps, { tn, from, keyword, inbound, answerHelp: true });
      const participants = [from, ...receivers].filter((number) => number !== tn);
      const { thread, created } = await deps.threadFor({ accountId, tn, participants });
      const message = new Message({
        messageThreadId: thread.id,
        accountId,
        direction: 'inbound',
        message: inbound.text,
        attachments,
        fromNumber: from,
        toNumbers: receivers,
        createDate: deps.clock.now(),
        deliveryStatus: 'received',
        carrierMessageId: inbound.carrierMessageId,
      });
      await deps.recordMessage({ thread, threadCreated: created, message });
      return { outcome: 'stored', messageThreadId: thread.id, messageId: message.id };
    });
  };
}

async function heldReceiver(holders: NumberHolders, receivers: string[]) {
  for (const tn of receivers) {
    const accountId = await holders.accountOf(tn);
    if (accountId !== null) return { tn, accountId };
  }
  return null;
}

async function isBlocked(contacts: ContactRepository, accountId: number, from: string): Promise<boolean> {
  return (await contacts.byCallerIds(accountId, [from])).some((contact) => contact.isBlocked());
}

async function storeMedia(deps: ReceiveInboundDeps, accountId: number, refs: InboundMediaRef[]) {
  const attachments: Attachment[] = [];
  for (const ref of refs) {
    const file = await deps.mediaFetcher.download(ref);
    if (file) attachments.push(await deps.media.put(accountId, file));
  }
  return attachments;
}

/**
 * STOP opts out and is answered only when it changes something (nothing more may be sent after the one
 * confirmation); START opts back in and is answered only if they had opted out ("yes" is also an ordinary
 * answer in a conversation); HELP is always answered.
 */
async function honourKeyword(
  deps: ReceiveInboundDeps,
  input: { tn: string; from: string; keyword: SmsKeyword; inbound: InboundMessage; answerHelp: boolean },
): Promise<void> {
  const { tn, from, keyword } = input;
  let answer = false;
  if (keyword === 'stop') {
    answer = (await deps.optOuts.optedOut(tn, [from])).length === 0;
    await deps.optOuts.optOut(tn, from, deps.clock.now());
  } else if (keyword === 'start') {
    answer = await deps.optOuts.optIn(tn, from);
  } else {
    answer = input.answerHelp;
  }
  if (!answer) return;
  const reference = `keyword-${input.inbound.carrierMessageId}`;
  const reply: KeywordReply = { tn, to: from, text: KEYWORD_REPLIES[keyword], reference };
  await deps.jobs.send(KEYWORD_REPLY_QUEUE, reply, { singletonKey: reference, retryLimit: 5 });
}

export type ReceiveInboundMessage = ReturnType<typeof makeReceiveInboundMessage>;

/** Inbound jobs retry a failed media fetch or a lost race this many times, backing off. */
export const INBOUND_MESSAGE_RETRIES = 8;

/**
 * The webhook's part: queue the message and answer the carrier at once (Telnyx wants an answer within
 * seconds; fetching media may take longer). One queued job per carrier id.
 */
export function makeQueueInboundMessage(deps: { jobs: Jobs; tx: <T>(work: () => Promise<T>) => Promise<T> }) {
  return (inbound: InboundMessage): Promise<void> =>
    deps.tx(() =>
      deps.jobs.send(INBOUND_MESSAGE_QUEUE, inbound, {
        singletonKey: inbound.carrierMessageId,
        retryLimit: INBOUND_MESSAGE_RETRIES,
      }),
    );
}

export type QueueInboundMessage = ReturnType<typeof makeQueueInboundMessage>;
