import type { Clock } from '../../../platform/clock/clock.ts';
import type { Jobs } from '../../../platform/jobs/jobs.ts';
import type { OfferStatus } from '../../../shared/offer-rules.ts';
import { NegotiationNotFound, OfferAdminsOnly } from '../domain/negotiation.errors.ts';
import type { NegotiationRepository } from '../ports/negotiation-repository.ts';
import { scheduleClose } from './negotiation-timers.ts';
import type { NotifyParties } from './notify-parties.ts';

/** PATCH /api/offers/{uuid} {status: accepted}: the buyer admin takes the seller's counter. */
export function makeAcceptCounterOffer(deps: {
  negotiations: NegotiationRepository;
  notify: NotifyParties;
  jobs: Jobs;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async function acceptCounterOffer(input: {
    uuid: string;
    accountId: number;
    role: 'admin' | 'user';
  }): Promise<{ status: OfferStatus }> {
    return deps.tx(async () => {
      const n = await deps.negotiations.byUuidForUpdate(input.uuid);
      if (!n || n.buyerAccountId !== input.accountId) throw new NegotiationNotFound();
      if (input.role !== 'admin') throw new OfferAdminsOnly();
      n.acceptCounter(deps.clock.now());
      await deps.negotiations.flush();
      await scheduleClose(deps.jobs, n);
      await deps.notify(n, 'buyerAccepted');
      return { status: n.status };
    });
  };
}
