import type { InboundTransferRepository } from '../ports/inbound-transfer-repository.ts';
import { type InboundTransferView, toInboundTransferView } from './inbound-transfer-view.ts';

/** One transfer by id, or null; the caller decides who may see it. */
export function makeFindInboundTransfer({ transfers }: { transfers: InboundTransferRepository }) {
  return async function findInboundTransfer(transferId: number): Promise<InboundTransferView | null> {
    const transfer = await transfers.byId(transferId);
    return transfer && toInboundTransferView(transfer);
  };
}
