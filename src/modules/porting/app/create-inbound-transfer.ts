import type { Clock } from '../../../platform/clock/clock.ts';
import { InboundTransfer, type TransferBillTo } from '../domain/inbound-transfer.ts';
import type { InboundTransferRepository } from '../ports/inbound-transfer-repository.ts';
import type { TransferPricing } from '../ports/transfer-pricing.ts';
import { type InboundTransferView, toInboundTransferView } from './inbound-transfer-view.ts';

export interface CreateInboundTransferDeps {
  transfers: InboundTransferRepository;
  pricing: TransferPricing;
  clock: Clock;
}

/**
 * For whoever moves numbers into an account (the port-in issue, staff tools): a pending transfer, priced now
 * with the account's overrides (transfer fee, Park plan). Runs in the caller's transaction.
 */
export function makeCreateInboundTransfer({ transfers, pricing, clock }: CreateInboundTransferDeps) {
  return async function createInboundTransfer(input: {
    accountId: number;
    brandingId: number;
    tns: string[];
    billTo: TransferBillTo;
  }): Promise<InboundTransferView> {
    const prices = await pricing.pricesFor(input.brandingId, input.accountId);
    const transfer = new InboundTransfer({
      accountId: input.accountId,
      tns: input.tns,
      billTo: input.billTo,
      planId: prices.parkPlanId,
      parkMrcCents: prices.parkMrcCents,
      transferFeeCents: prices.transferFeeCents,
      now: clock.now(),
    });
    await transfers.add(transfer);
    return toInboundTransferView(transfer);
  };
}
