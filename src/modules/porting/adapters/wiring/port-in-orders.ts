import type { OpenAPIHono } from '@hono/zod-openapi';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Clock } from '../../../../platform/clock/clock.ts';
import type { SecretBox } from '../../../../platform/crypto/secret-box.ts';
import type { Transactional } from '../../../../platform/db/unit-of-work.ts';
import type { AppEnv } from '../../../../platform/http/env.ts';
import type { Jobs } from '../../../../platform/jobs/jobs.ts';
import type { Mailer } from '../../../../platform/mail/mailer.ts';
import type { AdminModule } from '../../../admin/index.ts';
import { makeCheckPortIn } from '../../app/check-port-in.ts';
import { makeCorrectPortIn } from '../../app/correct-port-in.ts';
import { makeCreatePortInOrders } from '../../app/create-port-in-orders.ts';
import { makeGetPortIn } from '../../app/get-port-in.ts';
import { makeListPortIns } from '../../app/list-port-ins.ts';
import { makeParkStalePortIns } from '../../app/park-stale-port-ins.ts';
import { makeReceivePortInEvent } from '../../app/receive-port-in-event.ts';
import { makeSubmitPortIn } from '../../app/submit-port-in.ts';
import type { PortInCarrier } from '../../ports/port-in-carrier.ts';
import type { PortInCustomers } from '../../ports/port-in-customers.ts';
import type { PortInLedger } from '../../ports/port-in-ledger.ts';
import type { PortInPlans } from '../../ports/port-in-plans.ts';
import type { PortedNumbers } from '../../ports/ported-numbers.ts';
import { SimulatedPortInCarrier } from '../carrier/simulated-port-in-carrier.ts';
import { TelnyxPortInCarrier } from '../carrier/telnyx-port-in-carrier.ts';
import { MikroOrmPortInOrders } from '../db/mikro-orm-port-in-orders.ts';
import { MikroOrmProcessedCarrierEvents } from '../db/mikro-orm-processed-carrier-events.ts';
import { mountCarrierPortInEventRoutes } from '../http/carrier-port-in-events.router.ts';
import { mountPortInRoutes } from '../http/port-ins.router.ts';
import { portInJobs } from '../jobs/port-in.jobs.ts';
import { portInsAdmin } from './port-ins-admin.ts';

export interface PortInOrderOptions {
  tx: Transactional;
  jobs: Jobs;
  secretBox: SecretBox;
  mailer: Mailer;
  customers: PortInCustomers;
  numbers: PortedNumbers;
  plans: PortInPlans;
  /** The account's ledger: a completed port-in's fee is charged there (docs/adr/0053). */
  ledger: PortInLedger;
  /** PORT_IN_SIMULATOR_DELAY_MINUTES: the simulator's step delay, also how often the carrier is asked. */
  delayMinutes: number;
  publicUrl: string;
  /** PORT_IN_CARRIER=telnyx: Telnyx's porting orders API (docs/adr/0053); null: the simulator. */
  telnyx?: { baseUrl: string; apiKey: string } | null;
  /** Tests replace the carrier the options pick. */
  carrier?: PortInCarrier;
  /** The carrier webhook's X-Carrier-Secret (CARRIER_WEBHOOK_SECRET or the development one); null refuses it. */
  carrierSecret: string | null;
  /** Staff actions on port-ins are written to its audit log (docs/adr/0073). */
  admin: Pick<AdminModule, 'audit'>;
}

/** The port-in orders' lifecycle, API and jobs (docs/adr/0048), for the porting module's index. */
export function portInOrders(options: PortInOrderOptions & { em: () => EntityManager; clock: Clock }) {
  const { tx, jobs, secretBox, clock } = options;
  const orders = new MikroOrmPortInOrders(options.em);
  const carrier =
    options.carrier ??
    (options.telnyx
      ? new TelnyxPortInCarrier({ ...options.telnyx, clock })
      : new SimulatedPortInCarrier({ clock, delayMinutes: options.delayMinutes }));
  const mail = {
    customers: options.customers,
    mailer: options.mailer,
    publicUrl: options.publicUrl.replace(/\/$/, ''),
  };
  const checkAfterMinutes = options.delayMinutes;
  const submit = makeSubmitPortIn({
    ...mail,
    orders,
    carrier,
    secretBox,
    jobs,
    clock,
    tx,
    checkAfterMinutes,
  });
  const apply = { ...mail, orders, numbers: options.numbers, plans: options.plans, ledger: options.ledger };
  const check = makeCheckPortIn({ ...apply, carrier, jobs, clock, tx, checkAfterMinutes });
  const events = new MikroOrmProcessedCarrierEvents(options.em);
  const receivePortInEvent = makeReceivePortInEvent({ ...apply, events, clock, tx });
  const park = makeParkStalePortIns({ ...mail, orders, clock, tx });
  const staff = portInsAdmin({ ...apply, em: options.em, admin: options.admin, carrier, jobs, clock, tx });
  const routes = {
    listPortIns: makeListPortIns({ orders }),
    getPortIn: makeGetPortIn({ orders }),
    correctPortIn: makeCorrectPortIn({ orders, secretBox, jobs, clock, tx }),
  };
  return {
    createPortInOrders: makeCreatePortInOrders({ orders, clock, secretBox, jobs }),
    /** The jobs' work, for tests and tools that step the lifecycle without waiting for pg-boss. */
    lifecycle: { submit, check, park, receivePortInEvent },
    /** The admin home's count of port-ins rejected or late: the same rule as the staff list. */
    staffQueueCount: staff.count,
    jobs: portInJobs({ submit, check, park }),
    mount: (app: OpenAPIHono<AppEnv>) => {
      mountPortInRoutes(app, routes);
      staff.mount(app);
      mountCarrierPortInEventRoutes(app, { receivePortInEvent, carrierSecret: options.carrierSecret });
    },
  };
}
