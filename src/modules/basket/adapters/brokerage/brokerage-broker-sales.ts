import type { BrokerageModule } from '../../../brokerage/index.ts';
import type { BrokerSales } from '../../ports/broker-sales.ts';

/**
 * Brokers' sales and licences, kept by brokerage. A getter: brokerage is composed after checkout (it needs
 * messaging, which needs billing).
 */
export function brokerageBrokerSales(
  brokerage: () => Pick<BrokerageModule, 'recordCheckoutEarnings'>,
): BrokerSales {
  return {
    record: async (input) =>
      void (await brokerage().recordCheckoutEarnings({
        orderUuid: input.orderUuid,
        buyerAccountId: input.buyerAccountId,
        buyerEmail: input.buyerEmail,
        newCustomer: input.newCustomer,
        referral: input.referral,
        lines: input.numbers,
        payment: input.payment,
      })),
  };
}
