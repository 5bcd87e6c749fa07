import type { BrokerageModule } from '../../../brokerage/index.ts';
import type { BrokerChargebacks } from '../../ports/broker-chargebacks.ts';

/** Chargebacks of brokers' earnings, kept by brokerage. A getter: brokerage is composed after billing. */
export function brokerageBrokerChargebacks(
  brokerage: () => Pick<BrokerageModule, 'recordChargeback'>,
): BrokerChargebacks {
  return { disputed: async (input) => void (await brokerage().recordChargeback(input)) };
}
