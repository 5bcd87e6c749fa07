import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Transactional } from '../../../../platform/db/unit-of-work.ts';
import type { EventPublisher } from '../../../../platform/events/live-event.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import { makeCheckSmsActivation } from '../../app/check-sms-activation.ts';
import { makeRequestSmsActivation } from '../../app/request-sms-activation.ts';
import { makeSubmitSmsActivation } from '../../app/submit-sms-activation.ts';
import type { AccountContacts } from '../../ports/account-contacts.ts';
import type { AccountNumberRepository } from '../../ports/account-number-repository.ts';
import type { NumberPlans } from '../../ports/number-plans.ts';
import type { SmsActivationCarrier } from '../../ports/sms-activation-carrier.ts';
import { RestSmsActivationCarrier } from '../carrier/rest-sms-activation-carrier.ts';
import { SimulatedSmsActivationCarrier } from '../carrier/simulated-sms-activation-carrier.ts';
import { MikroOrmSmsActivationRequests } from '../db/mikro-orm-sms-activation-requests.ts';
import { mountSmsActivationRoutes } from '../http/sms-activation.router.ts';
import { smsActivationJobs } from '../jobs/sms-activation.jobs.ts';

/** What compose gives SMS activation beyond the module's own options (docs/adr/0045). */
export interface SmsActivationOptions {
  jobs: Jobs;
  /** Compose's event store: the numbers page refreshes when a number's SMS state changes. */
  events: EventPublisher;
  contacts: AccountContacts;
  /** Where links in the decision mails point, e.g. https://numberyard.example. */
  publicUrl: string;
  /** The carrier's REST API (CARRIER_API_URL, CARRIER_API_KEY); null: the simulator. */
  carrierApi: { baseUrl: string; apiKey: string } | null;
}

/** SMS activation of an account's numbers (local, and toll-free validation), for the messaging module's index. */
export function smsActivation(
  options: SmsActivationOptions & {
    em: () => EntityManager;
    numbers: AccountNumberRepository;
    plans: NumberPlans;
    clock: Clock;
    tx: Transactional;
    mailer: Mailer;
  },
) {
  const { numbers, plans, clock, tx, jobs, events, mailer, contacts, publicUrl } = options;
  const requests = new MikroOrmSmsActivationRequests(options.em);
  const carrier: SmsActivationCarrier = options.carrierApi
    ? new RestSmsActivationCarrier(options.carrierApi)
    : new SimulatedSmsActivationCarrier(clock);
  const requestSmsActivation = makeRequestSmsActivation({
    numbers,
    requests,
    plans,
    jobs,
    events,
    clock,
    tx,
  });
  const decisions = { requests, numbers, events, clock, mailer, contacts, publicUrl };
  const submit = makeSubmitSmsActivation({ ...decisions, carrier, jobs, tx });
  const check = makeCheckSmsActivation({ ...decisions, carrier, jobs, tx });
  return {
    /** The carrier adapter in use. */
    carrier,
    jobs: smsActivationJobs({ submit, check }),
    mount: (app: OpenAPIHono<AppEnv>) => mountSmsActivationRoutes(app, { requestSmsActivation }),
  };
}
