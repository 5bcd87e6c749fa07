import type { Clock } from '../../../platform/clock/clock.ts';
import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../platform/rate-limit/rate-limiter.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { numberNotFound } from '../domain/number-settings.errors.ts';
import { decidePortOut, PortOutRequest } from '../domain/port-out-request.ts';
import type { AccountContacts } from '../ports/account-contacts.ts';
import type { PinHasher } from '../ports/pin-hasher.ts';
import type { PortOutRequests } from '../ports/port-out-requests.ts';
import type { ProtectedNumbers } from '../ports/protected-numbers.ts';
import { portOutRequestView } from './get-number-settings.ts';
import { mailPortOutStage } from './port-out-mails.ts';

/** PIN guesses a number takes from carriers in an hour (ADR 0035); past it, requests answer 429. */
export const PORT_OUT_PIN_GUESSES_PER_NUMBER_PER_HOUR = 5;
export const ANSWER_PORT_OUT_QUEUE = 'messaging.answer-port-out';

export interface ReceivePortOutRequestDeps {
  numbers: ProtectedNumbers;
  requests: PortOutRequests;
  hasher: PinHasher;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  contacts: AccountContacts;
  jobs: Jobs;
  clock: Clock;
  tx: Transactional;
  publicUrl: string;
}

export interface PortOutRequestInput {
  carrierRequestId: string;
  tn: string;
  gainingCarrier: string;
  /** The PIN the gaining carrier was given; compared with the hash, never stored. */
  pin: string;
}

/**
 * A gaining carrier asks for one of our numbers: decided at once (lock, PIN), recorded, the account
 * mailed (requested, then the decision), and the answer queued for the carrier port. A request id seen
 * before answers what was decided then (`duplicate: true`), guessing nothing and mailing nobody.
 */
export function makeReceivePortOutRequest(deps: ReceivePortOutRequestDeps) {
  const { numbers, requests, hasher, rateLimiter, jobs, clock, tx } = deps;

  const decideNew = (input: PortOutRequestInput) =>
    tx(async () => {
      const existing = await requests.byCarrierRequestId(input.carrierRequestId);
      if (existing) return { ...portOutRequestView(existing), duplicate: true };
      const parsed = PhoneNumber.tryParse(input.tn, { accept: ['nanp', 'tollfree'] });
      const number = parsed ? await numbers.byTn(parsed.e164) : null;
      if (!number) throw numberNotFound();
      const now = clock.now();
      const request = new PortOutRequest({
        ...input,
        tn: number.tn,
        accountId: number.accountId,
        requestedAt: now,
      });
      const pinHash = number.portOutPinHash;
      const decision = await decidePortOut({
        transferLock: number.transferLock,
        pinSet: pinHash !== null,
        pinMatches: async () => {
          await rateLimiter.hit([pinGuessRule(number.tn)], now);
          return hasher.verify(pinHash!, input.pin);
        },
      });
      await mailPortOutStage(deps, 'requested', request);
      request.decide(decision, now);
      await requests.save(request);
      await mailPortOutStage(deps, 'decided', request);
      await jobs.send(
        ANSWER_PORT_OUT_QUEUE,
        { carrierRequestId: request.carrierRequestId },
        { singletonKey: request.carrierRequestId },
      );
      return { ...portOutRequestView(request), duplicate: false };
    });

  return async function receivePortOutRequest(input: PortOutRequestInput) {
    try {
      return await decideNew(input);
    } catch (error) {
      // The same request delivered twice at once: the other delivery recorded it; answer that.
      if (!isUniqueViolation(error)) throw error;
      return decideNew(input);
    }
  };
}

function pinGuessRule(tn: string) {
  return {
    key: `port-out-pin:tn:${tn}`,
    limit: PORT_OUT_PIN_GUESSES_PER_NUMBER_PER_HOUR,
    windowMs: 3_600_000,
    message: 'Too many port-out PIN attempts for this number. Try again later.',
  };
}
