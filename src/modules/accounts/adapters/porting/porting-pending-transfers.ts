import type { PortingModule } from '../../../porting/index.ts';
import type { PendingTransfers } from '../../ports/pending-transfers.ts';

/** Inbound transfers from the porting module (docs/adr/0040). */
export function portingPendingTransfers(porting: Pick<PortingModule, 'inboundTransfers'>): PendingTransfers {
  const { inboundTransfers } = porting;
  return {
    pendingOf: (accountId) => inboundTransfers.pendingOfAccount(accountId),
    find: (transferId) => inboundTransfers.find(transferId),
    complete: (input) => inboundTransfers.complete(input),
  };
}
