import type { Clock } from '../../../platform/clock/clock.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { EventPublisher } from '../../../platform/events/live-event.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { normalizedTfnForm, type TfnSmsForm, tfnFormErrors } from '../../../shared/tfn-sms-form.ts';
import { tfnFormInvalid } from '../domain/sms-activation.errors.ts';
import {
  markSmsPending,
  SmsActivationRequest,
  smsActivationKind,
  type TollFreeSmsForm,
} from '../domain/sms-activation.ts';
import type { AccountNumberRepository } from '../ports/account-number-repository.ts';
import type { NumberPlans } from '../ports/number-plans.ts';
import type { SmsActivationRequests } from '../ports/sms-activation-requests.ts';
import { type AccountNumberView, toAccountNumberView } from './account-number-view.ts';
import { callersNumber, type NumberCaller } from './number-caller.ts';
import { publishSmsStateChanged } from './number-sms-events.ts';
import { type SmsActivationView, smsActivationView } from './sms-activation-view.ts';

export const SUBMIT_SMS_ACTIVATION_QUEUE = 'messaging.submit-sms-activation';

export interface RequestSmsActivationDeps {
  numbers: AccountNumberRepository;
  requests: SmsActivationRequests;
  plans: NumberPlans;
  jobs: Jobs;
  events: EventPublisher;
  clock: Clock;
  tx: Transactional;
}

/** POST .../activate-sms: the number, and for a toll-free number the TFN SMS Validation form (or null). */
export interface SmsActivationInput {
  tn: string;
  form: TfnSmsForm | null;
}

/**
 * Turns SMS on for one of the caller's numbers (account admins and employees; the route checks the role):
 * the number goes pending and the request is stored with a job that files it with the carrier once this
 * transaction commits (docs/adr/0045). The number's row is locked first, so a request sent twice answers 409.
 */
export function makeRequestSmsActivation(deps: RequestSmsActivationDeps) {
  const { numbers, requests, plans, jobs, events, clock, tx } = deps;
  return async function requestSmsActivation(
    caller: NumberCaller,
    input: SmsActivationInput,
  ): Promise<{ request: SmsActivationView; number: AccountNumberView }> {
    return tx(async () => {
      const number = await callersNumber(numbers, caller, input.tn, { lock: true });
      const planAllowsSms = plans.plan(caller.brandingId, number.planId)?.allowsSms ?? false;
      const kind = smsActivationKind(number, planAllowsSms, input.form !== null);
      let form: TollFreeSmsForm | null = null;
      if (kind === 'toll_free' && input.form) {
        const errors = tfnFormErrors(input.form);
        if (Object.keys(errors).length > 0) throw tfnFormInvalid(errors);
        form = normalizedTfnForm(input.form) as TollFreeSmsForm;
      }
      markSmsPending(number, kind);
      await numbers.save(number);
      const request = new SmsActivationRequest({
        accountId: number.accountId,
        tn: number.tn,
        kind,
        form,
        requestedByUserId: caller.userId,
        requestedAt: clock.now(),
      });
      await requests.save(request);
      await jobs.send(
        SUBMIT_SMS_ACTIVATION_QUEUE,
        { requestId: request.id },
        { singletonKey: `sms-activation-submit:${request.id}` },
      );
      await publishSmsStateChanged(events, number.accountId, number.tn);
      return {
        request: smsActivationView(request),
        number: toAccountNumberView(plans, caller.brandingId, number),
      };
    });
  };
}
