import type { InboundTransferRepository } from '../ports/inbound-transfer-repository.ts';
import { type InboundTransferView, toInboundTransferView } from './inbound-transfer-view.ts';

/** Spec 2 section 4: the account's transfers still 'pending', oldest first. */
export function makeListPendingTransfers({ transfers }: { transfers: InboundTransferRepository }) {
  return async function listPendingTransfers(accountId: number): Promise<InboundTransferView[]> {
    return (await transfers.pendingOfAccount(accountId)).map(toInboundTransferView);
  };
}
