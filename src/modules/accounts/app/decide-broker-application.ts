import type { Clock } from '../../../platform/clock/clock.ts';
import { brokerApplicationNotFound } from '../domain/broker-application.ts';
import type { BrokerApplicationAudit } from '../ports/broker-application-audit.ts';
import type { BrokerApplicationRepository } from '../ports/broker-application-repository.ts';
import { type BrokerApplicationView, toBrokerApplicationView } from './broker-application-view.ts';

export interface DecideBrokerApplicationInput {
  brokerApplicationId: number;
  status: 'approved' | 'rejected';
  staffUserId: number;
}

/**
 * PATCH /api/broker-applications/{id} by staff: approving makes the account a sellers admin (its Sell tab
 * then leads to the broker area), in the same transaction as the decision.
 */
export function makeDecideBrokerApplication(deps: {
  applications: BrokerApplicationRepository;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  audit: BrokerApplicationAudit;
}) {
  const { applications, clock, tx, audit } = deps;
  return async function decideBrokerApplication(
    input: DecideBrokerApplicationInput,
  ): Promise<BrokerApplicationView> {
    return tx(async () => {
      const application = await applications.byId(input.brokerApplicationId);
      if (!application) throw brokerApplicationNotFound();
      const before = toBrokerApplicationView(application);
      application.decide(input.status, input.staffUserId, clock.now());
      await applications.saveDecision(application, input.status === 'approved');
      const after = toBrokerApplicationView(application);
      await audit.record({
        actorUserId: input.staffUserId,
        action: `brokerApplication.${input.status === 'approved' ? 'approve' : 'reject'}`,
        subject: `brokerApplication:${input.brokerApplicationId}`,
        before,
        after,
      });
      return after;
    });
  };
}
