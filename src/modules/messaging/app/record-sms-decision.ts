import type { Clock } from '../../../platform/clock/clock.ts';
import type { EventPublisher } from '../../../platform/events/live-event.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { applySmsDecision, type SmsActivationRequest, type SmsDecision } from '../domain/sms-activation.ts';
import type { AccountContacts } from '../ports/account-contacts.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { SmsActivationRequests } from '../ports/sms-activation-requests.ts';
import { publishSmsStateChanged } from './number-sms-events.ts';
import { mailSmsDecision } from './sms-activation-mails.ts';

export interface SmsDecisionDeps {
  requests: SmsActivationRequests;
  numbers: AccountNumberRepository;
  events: EventPublisher;
  clock: Clock;
  mailer: Mailer;
  contacts: AccountContacts;
  publicUrl: string;
}

/**
 * The carrier's decision on a request whose row the caller holds locked: recorded, the number moved to its
 * final SMS state (a live `telephone-numbers` patched event), the account's admins mailed. A request decided
 * before changes and mails nothing. A number that left the account meanwhile keeps nothing: only the request
 * records the decision.
 */
export async function recordSmsDecision(
  deps: SmsDecisionDeps,
  request: SmsActivationRequest,
  decision: SmsDecision,
): Promise<void> {
  if (!request.decide(decision, deps.clock.now())) return;
  await deps.requests.save(request);
  const number = await deps.numbers.findOfOwner({ accountId: request.accountId }, request.tn, { lock: true });
  if (number) {
    applySmsDecision(number, request.kind, decision);
    await deps.numbers.save(number);
    await publishSmsStateChanged(deps.events, number.accountId, number.tn);
  }
  await mailSmsDecision(deps, request);
}
