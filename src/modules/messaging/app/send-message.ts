import { type BotCheck, requireHuman } from '../../../platform/bot-check/bot-check.ts';
import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import { decodeMediaDataUrl, defaultFilename } from '../domain/media-data-url.ts';
import { Message } from '../domain/message.ts';
import {
  DEFER_DATE_PAST,
  DEFER_DATE_TOO_FAR,
  invalidMessageField,
  NOTHING_TO_SEND,
  optedOutMessage,
} from '../domain/outbound-message.errors.ts';
import { deferDateProblem, outboundRecipients } from '../domain/outbound-recipients.ts';
import { whyCannotSendFrom } from '../domain/sms-sending.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { MediaStore } from '../ports/media-store.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { SmsOptOuts } from '../ports/sms-opt-outs.ts';
import { callersNumber, type NumberCaller } from './number-caller.ts';
import type { RecordMessage } from './record-message.ts';
import { queueSend } from './send-queue.ts';
import type { ThreadFor } from './thread-for.ts';

export interface SendMessageInput {
  tn: string;
  participants: readonly string[];
  message: string;
  media?: string | undefined;
  filename?: string | undefined;
  recaptchaToken?: string | undefined;
  deferDate?: Date | undefined;
  ip: string;
}

const MINUTE = 60_000;
/** Per account: people type a few messages a minute; a runaway script is stopped (docs/adr/0042). */
export const SENDS_PER_ACCOUNT_PER_MINUTE = 30;

/**
 * POST /api/accounts/messages: checks everything, stores the media, then in one transaction continues or
 * starts the thread, stores the message (queued, or scheduled with a deferDate) and queues its send job.
 */
export function makeSendMessage(deps: {
  numbers: AccountNumberRepository;
  plans: NumberPlans;
  optOuts: SmsOptOuts;
  media: MediaStore;
  threadFor: ThreadFor;
  recordMessage: RecordMessage;
  jobs: Jobs;
  botCheck: BotCheck;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async function sendMessage(
    caller: NumberCaller,
    input: SendMessageInput,
  ): Promise<{ messageThreadId: number; messageId: number }> {
    const now = deps.clock.now();
    const key = `messages:send:account:${caller.accountId}`;
    await deps.rateLimiter.hit([{ key, limit: SENDS_PER_ACCOUNT_PER_MINUTE, windowMs: MINUTE }], now);
    await requireHuman(deps.botCheck, input.recaptchaToken, 'sendMessage', input.ip);
    const number = await callersNumber(deps.numbers, caller, input.tn);
    const reason = whyCannotSendFrom(
      number,
      deps.plans.plan(caller.brandingId, number.planId)?.allowsSms ?? false,
    );
    if (reason) throw new DomainError('rule_violated', 'messaging.cannot_send', reason);
    const recipients = outboundRecipients(number.tn, input.participants);
    if (!recipients.ok) throw invalidMessageField('participants', recipients.error);
    const text = input.message;
    if (text.trim() === '' && !input.media) throw invalidMessageField('message', NOTHING_TO_SEND);
    const media = input.media ? decodeMediaDataUrl(input.media) : null;
    if (media && !media.ok) throw invalidMessageField('media', media.error);
    const deferDate = input.deferDate ?? null;
    const problem = deferDate && deferDateProblem(deferDate, now);
    if (problem)
      throw invalidMessageField('deferDate', problem === 'past' ? DEFER_DATE_PAST : DEFER_DATE_TOO_FAR);
    const optedOut = await deps.optOuts.optedOut(number.tn, recipients.participants);
    if (optedOut.length > 0)
      throw new DomainError('rule_violated', 'messaging.opted_out', optedOutMessage(optedOut));

    // Files first: a failed transaction leaves an unreferenced file, never a message without its file.
    const attachments = media?.ok
      ? [
          await deps.media.put(caller.accountId, {
            contentType: media.contentType,
            filename: input.filename ?? media.filename ?? defaultFilename(media.contentType),
            bytes: media.bytes,
          }),
        ]
      : [];
    return deps.tx(async () => {
      const { thread, created } = await deps.threadFor({
        accountId: caller.accountId,
        tn: number.tn,
        participants: recipients.participants,
      });
      const message = new Message({
        messageThreadId: thread.id,
        accountId: caller.accountId,
        direction: 'outbound',
        message: text,
        attachments,
        fromNumber: number.tn,
        toNumbers: thread.participants,
        createDate: now,
        deferDate,
        deliveryStatus: deferDate ? 'scheduled' : 'queued',
      });
      await deps.recordMessage({ thread, threadCreated: created, message });
      await queueSend(deps.jobs, message);
      return { messageThreadId: thread.id, messageId: message.id };
    });
  };
}
