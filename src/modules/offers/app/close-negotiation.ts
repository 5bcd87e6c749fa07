import type { Clock } from '../../../platform/clock/clock.ts';
import { DECLINED_REASONS } from '../domain/negotiation.ts';
import type { NegotiationRepository } from '../ports/negotiation-repository.ts';
import type { OfferHolds } from '../ports/offer-holds.ts';
import { releaseHold } from './answer-negotiation.ts';
import type { NotifyParties } from './notify-parties.ts';

/**
 * The negotiation timer's job: a submitted offer below the seller's minimum is declined; an open offer past
 * its expiration is declined. Either releases the card hold and mails both parties. Early or repeated runs
 * change nothing (a counter or acceptance moved the expiration and queued its own timer).
 */
export function makeCloseNegotiation(deps: {
  negotiations: NegotiationRepository;
  holds: OfferHolds;
  notify: NotifyParties;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}) {
  return async function closeNegotiation(input: { uuid: string }): Promise<'declined' | 'unchanged'> {
    return deps.tx(async () => {
      const n = await deps.negotiations.byUuidForUpdate(input.uuid);
      if (!n?.isOpen()) return 'unchanged';
      const now = deps.clock.now();
      const reason =
        n.status === 'submitted' && n.isBelowMinimum()
          ? DECLINED_REASONS.belowMinimum
          : n.isExpired(now)
            ? DECLINED_REASONS.expired
            : null;
      if (!reason) return 'unchanged';
      n.decline(reason, now);
      await releaseHold(deps.holds, n);
      await deps.negotiations.flush();
      await deps.notify(n, 'declined');
      return 'declined';
    });
  };
}
