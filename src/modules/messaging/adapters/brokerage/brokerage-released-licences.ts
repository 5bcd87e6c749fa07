import type { BrokerageModule } from '../../../brokerage/index.ts';
import type { ReleasedLicences } from '../../ports/released-licences.ts';

/** Brokers' licences, kept by brokerage. A getter: brokerage is composed after messaging. */
export function brokerageReleasedLicences(
  brokerage: () => Pick<BrokerageModule, 'endLicence'>,
): ReleasedLicences {
  return {
    released: async ({ tn, accountId }) =>
      void (await brokerage().endLicence({ tn, licenseeAccountId: accountId, how: 'cancelled' })),
  };
}
