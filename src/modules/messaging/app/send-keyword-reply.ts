import { CarrierRejected, type MessagingCarrier } from '../ports/messaging-carrier.ts';

/** The automatic answers to STOP, START and HELP, sent by a job so a carrier hiccup is retried. */
export const KEYWORD_REPLY_QUEUE = 'messaging.keyword-reply';

export interface KeywordReply {
  /** Our number that was texted: the answer comes from it. */
  tn: string;
  to: string;
  text: string;
  /** `keyword-<the inbound message's carrier id>`: the carrier's idempotency key, one answer per keyword. */
  reference: string;
}

/** Sends the answer; a refusal for good (CarrierRejected) is dropped rather than retried. */
export function makeSendKeywordReply(deps: { carrier: MessagingCarrier }) {
  return async (reply: KeywordReply): Promise<void> => {
    try {
      await deps.carrier.send({
        reference: reply.reference,
        from: reply.tn,
        to: [reply.to],
        text: reply.text,
        media: [],
      });
    } catch (error) {
      if (!(error instanceof CarrierRejected)) throw error;
    }
  };
}
