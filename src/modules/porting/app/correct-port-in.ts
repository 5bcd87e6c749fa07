import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecretBox } from '../../../platform/crypto/secret-box.ts';
import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import { portInBillingProblems } from '../../../shared/port-in-rules.ts';
import { PortInNotCorrectable } from '../domain/port-in-order.ts';
import { PortInBillingIncomplete, PortInNotFound } from '../domain/porting.errors.ts';
import type { PortInOrderRepository } from '../ports/port-in-order-repository.ts';
import { SUBMIT_PORT_IN_QUEUE } from './port-in-queues.ts';
import { type PortInDetailView, toPortInDetailView } from './port-in-view.ts';

export interface PortInCorrection {
  firstName?: string | undefined;
  lastName?: string | undefined;
  company?: string | undefined;
  address?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip?: string | undefined;
  account_number?: string | undefined;
  /** A new PIN; absent keeps the sealed one. */
  pin?: string | undefined;
}

export interface CorrectPortInDeps {
  orders: PortInOrderRepository;
  secretBox: Pick<SecretBox, 'seal'>;
  jobs: Jobs;
  clock: Clock;
  tx: Transactional;
}

/**
 * PATCH /api/accounts/port-ins/{id} (account admins): corrects the billing data of a rejected order and
 * resubmits it (a new submit job). Fields sent replace the old ones; another account's order is 404; an order
 * not rejected is 409; billing data then missing what the billing modal requires (a wireless number's PIN may
 * stay on file) is 422 with the modal's messages; either way nothing changes.
 */
export function makeCorrectPortIn({ orders, secretBox, jobs, clock, tx }: CorrectPortInDeps) {
  return async function correctPortIn(input: {
    accountId: number;
    id: number;
    correction: PortInCorrection;
  }): Promise<PortInDetailView> {
    return tx(async () => {
      const order = await orders.find(input.id, { lock: true });
      if (!order || order.accountId !== input.accountId) throw new PortInNotFound();
      const { pin, ...fields } = input.correction;
      const changed = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (order.status !== 'rejected') throw new PortInNotCorrectable();
      const billing = { ...order.billing, ...changed };
      const problems = portInBillingProblems({ ...billing, pin }, { pinOnFile: order.pinSealed !== null });
      if (Object.keys(problems).length > 0) throw new PortInBillingIncomplete(problems);
      order.correct(billing, pin ? secretBox.seal(pin) : undefined, clock.now());
      await orders.save(order);
      await jobs.send(SUBMIT_PORT_IN_QUEUE, { orderId: order.id });
      return toPortInDetailView(order);
    });
  };
}
