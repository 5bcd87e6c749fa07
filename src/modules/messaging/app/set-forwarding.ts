import type { Transactional } from '../../../platform/db/unit-of-work.ts';
import { forwardingDestination } from '../domain/forwarding.ts';
import { carrierRefused, carrierUnavailable, planDoesNotForward } from '../domain/number-settings.errors.ts';
import type { ForwardingPlans } from '../ports/forwarding-plans.ts';
import { CarrierRefusedChange, type NumberCarrier } from '../ports/number-carrier.ts';
import type { ProtectedNumbers } from '../ports/protected-numbers.ts';
import { callerNumber, type NumberCaller } from './caller-number.ts';

export interface SetForwardingDeps {
  numbers: ProtectedNumbers;
  forwardingPlans: ForwardingPlans;
  carrier: NumberCarrier;
  tx: Transactional;
}

/**
 * PUT .../{tn}/forwarding: the carrier is told first, inside the transaction, so a refusal (or no answer)
 * saves nothing. The same destination twice calls nobody; clearing (null) works on any plan (ADR 0035).
 */
export function makeSetForwarding({ numbers, forwardingPlans, carrier, tx }: SetForwardingDeps) {
  return async function setForwarding(input: { caller: NumberCaller; tn: string; forwardTo: string | null }) {
    await tx(async () => {
      const number = await callerNumber(numbers, input.caller, input.tn);
      const destination = forwardingDestination(number.tn, input.forwardTo);
      const { brandingId } = input.caller;
      if (destination !== null && !forwardingPlans.forwards(brandingId, number.planId))
        throw planDoesNotForward(forwardingPlans.names(brandingId));
      if (destination === number.forwardTo) return;
      try {
        await carrier.setForwarding({ tn: number.tn, forwardTo: destination });
      } catch (error) {
        if (error instanceof CarrierRefusedChange) throw carrierRefused(error.message);
        throw carrierUnavailable(error);
      }
      number.forwardTo = destination;
      await numbers.save(number);
    });
  };
}
