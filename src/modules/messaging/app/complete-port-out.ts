import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Mailer } from '../../../platform/mail/mailer.ts';
import { portOutNotApproved, portOutRequestNotFound } from '../domain/number-settings.errors.ts';
import type { AccountContacts } from '../ports/account-contacts.ts';
import type { PortOutRequests } from '../ports/port-out-requests.ts';
import type { ProtectedNumbers } from '../ports/protected-numbers.ts';
import { portOutRequestView } from './get-number-settings.ts';
import { mailPortOutStage } from './port-out-mails.ts';

export interface CompletePortOutDeps {
  numbers: ProtectedNumbers;
  requests: PortOutRequests;
  mailer: Mailer;
  contacts: AccountContacts;
  clock: Clock;
  tx: Transactional;
  publicUrl: string;
}

/**
 * The carrier says an approved port-out is done: the number leaves its account (row deleted, so billing
 * stops) and the account is mailed. Completing again answers the same, changing nothing. `accountId`
 * (the development route) limits it to the caller's own account's requests.
 */
export function makeCompletePortOut(deps: CompletePortOutDeps) {
  const { numbers, requests, clock, tx } = deps;
  return function completePortOut(input: { carrierRequestId: string; accountId?: number }) {
    return tx(async () => {
      const request = await requests.byCarrierRequestId(input.carrierRequestId, { lock: true });
      if (!request || (input.accountId !== undefined && request.accountId !== input.accountId))
        throw portOutRequestNotFound();
      if (request.status === 'refused') throw portOutNotApproved();
      if (!request.complete(clock.now())) return portOutRequestView(request);
      await requests.save(request);
      const number = await numbers.byTn(request.tn);
      if (number && number.accountId === request.accountId) await numbers.remove(number);
      await mailPortOutStage(deps, 'completed', request);
      return portOutRequestView(request);
    });
  };
}
