import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { Orm } from '../../../../platform/db/orm.ts';
import { currentEm, type Transactional } from '../../../../platform/db/unit-of-work.ts';
import { carrierSecretOf } from '../../../../platform/http/carrier-secret.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { RateLimiter } from '../../../../platform/rate-limit/rate-limiter.ts';
import { makeAnswerPortOut } from '../../app/answer-port-out.ts';
import { makeCompletePortOut } from '../../app/complete-port-out.ts';
import { makeGetNumberSettings } from '../../app/get-number-settings.ts';
import { makeReceivePortOutRequest } from '../../app/receive-port-out-request.ts';
import { makeSetForwarding } from '../../app/set-forwarding.ts';
import { makeSetPortOutPin, makeSetTransferLock } from '../../app/set-port-out-protection.ts';
import type { AccountContacts } from '../../ports/account-contacts.ts';
import type { ForwardingPlans } from '../../ports/forwarding-plans.ts';
import type { NumberCarrier } from '../../ports/number-carrier.ts';
import type { NumberPlans } from '../../ports/number-plans.ts';
import { RestNumberCarrier } from '../carrier/rest-number-carrier.ts';
import { SimulatedNumberCarrier } from '../carrier/simulated-number-carrier.ts';
import { Argon2PinHasher } from '../crypto/argon2-pin-hasher.ts';
import { MikroOrmPortOutRequests } from '../db/mikro-orm-port-out-requests.ts';
import { MikroOrmProtectedNumbers } from '../db/mikro-orm-protected-numbers.ts';
import { mountCarrierPortOutRoutes, mountPortOutSimulatorRoutes } from '../http/carrier-port-out.router.ts';
import { mountNumberSettingsRoutes } from '../http/number-settings.router.ts';
import { portOutJobs } from '../jobs/port-out.jobs.ts';

export { DEVELOPMENT_CARRIER_SECRET } from '../../../../platform/http/carrier-secret.ts';

export interface NumberProtectionOptions {
  orm: Orm;
  clock: Clock;
  tx: Transactional;
  jobs: Jobs;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  plans: NumberPlans;
  forwardingPlans: ForwardingPlans;
  contacts: AccountContacts;
  /** The carrier's REST API (CARRIER_API_URL, CARRIER_API_KEY); null: the simulator. */
  carrierApi: { baseUrl: string; apiKey: string } | null;
  /** CARRIER_WEBHOOK_SECRET; null: the development secret with dev tools on, else no carrier call passes. */
  carrierWebhookSecret: string | null;
  devTools: boolean;
  publicUrl: string;
}

/**
 * A number's forwarding and port-out protection (PIN, Transfer Lock, the carrier's port-out requests),
 * docs/adr/0035. Apart from the numbers list so each part of issue 12 wires on its own.
 */
export function createNumberProtection(options: NumberProtectionOptions) {
  const { clock, tx, jobs, mailer, rateLimiter, contacts, forwardingPlans, publicUrl } = options;
  const em = () => currentEm(options.orm);
  const numbers = new MikroOrmProtectedNumbers(em);
  const requests = new MikroOrmPortOutRequests(em);
  const hasher = new Argon2PinHasher();
  const carrier: NumberCarrier = options.carrierApi
    ? new RestNumberCarrier(options.carrierApi)
    : new SimulatedNumberCarrier();
  const getNumberSettings = makeGetNumberSettings({
    numbers,
    requests,
    plans: options.plans,
    forwardingPlans,
  });
  const portOut = {
    receivePortOutRequest: makeReceivePortOutRequest({
      ...{ numbers, requests, hasher, rateLimiter, mailer, contacts, jobs, clock, tx, publicUrl },
    }),
    completePortOut: makeCompletePortOut({ numbers, requests, mailer, contacts, clock, tx, publicUrl }),
  };
  const carrierSecret = carrierSecretOf(options.carrierWebhookSecret, options.devTools);
  return {
    /** The carrier adapter in use (tests read the simulator's record of what it was told). */
    carrier,
    jobs: portOutJobs({ answerPortOut: makeAnswerPortOut({ requests, carrier }) }),
    mount(app: OpenAPIHono<AppEnv>) {
      mountNumberSettingsRoutes(app, {
        getNumberSettings,
        setForwarding: makeSetForwarding({ numbers, carrier, tx, forwardingPlans }),
        setPortOutPin: makeSetPortOutPin({ numbers, hasher, tx }),
        setTransferLock: makeSetTransferLock({ numbers, tx }),
        clock,
      });
      mountCarrierPortOutRoutes(app, { ...portOut, carrierSecret });
      if (options.devTools) mountPortOutSimulatorRoutes(app, { ...portOut, numbers });
    },
  };
}
