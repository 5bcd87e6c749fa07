import type { BrokerageModule } from '../../../brokerage/index.ts';
import type { BrokerLicences } from '../../ports/broker-licences.ts';

type Brokerage = Pick<BrokerageModule, 'recordLicenceCharge' | 'endLicence' | 'parkFeePayer'>;

/** Brokers' licences, kept by brokerage. A getter: brokerage is composed after billing. */
export function brokerageBrokerLicences(brokerage: () => Brokerage): BrokerLicences {
  return {
    licenceCharged: async (charge) => void (await brokerage().recordLicenceCharge(charge)),
    licenceEnded: async (input) => void (await brokerage().endLicence({ ...input, how: 'nonPayment' })),
    parkFeePayer: (tn, accountId) => brokerage().parkFeePayer(tn, accountId),
  };
}
