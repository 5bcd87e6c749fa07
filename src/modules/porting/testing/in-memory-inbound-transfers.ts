import type { InboundTransfer } from '../domain/inbound-transfer.ts';
import type { InboundTransferRepository } from '../ports/inbound-transfer-repository.ts';
import type { TransferLedger } from '../ports/transfer-ledger.ts';
import type { TransferredNumbers } from '../ports/transferred-numbers.ts';

export class InMemoryInboundTransfers implements InboundTransferRepository {
  readonly rows: InboundTransfer[] = [];
  readonly #completed = new Set<number>();

  async add(transfer: InboundTransfer): Promise<void> {
    transfer.id = this.rows.length + 1;
    this.rows.push(transfer);
  }

  async byId(id: number): Promise<InboundTransfer | null> {
    return this.rows.find((row) => row.id === id) ?? null;
  }

  async pendingOfAccount(accountId: number): Promise<InboundTransfer[]> {
    return this.rows.filter((row) => row.accountId === accountId && row.status === 'pending');
  }

  async markCompleted(transfer: InboundTransfer): Promise<boolean> {
    if (this.#completed.has(transfer.id)) return false;
    this.#completed.add(transfer.id);
    return true;
  }
}

/** Records what completions gave and charged. */
export class RecordingTransferEffects implements TransferredNumbers, TransferLedger {
  readonly given: Parameters<TransferredNumbers['give']>[0][] = [];
  readonly charged: Parameters<TransferLedger['charge']>[0][] = [];

  async give(input: Parameters<TransferredNumbers['give']>[0]): Promise<void> {
    this.given.push(input);
  }

  async charge(input: Parameters<TransferLedger['charge']>[0]): Promise<void> {
    this.charged.push(input);
  }
}
