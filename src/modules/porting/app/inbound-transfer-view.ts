import type { InboundTransfer } from '../domain/inbound-transfer.ts';

/** Spec 2 "Pending transfer" as other modules see it; money in cents. */
export interface InboundTransferView {
  transferId: number;
  accountId: number;
  status: 'pending' | 'completed';
  billTo: 'new' | 'old';
  /** The transfer fee this account pays: per number when billTo is 'new', else 0. */
  transferFee: number;
  /** One month of the Park plan for each number. */
  parkCharge: number;
  totalCharge: number;
  transferTns: string[];
  completeDate: string | null;
  createDate: string;
}

export function toInboundTransferView(transfer: InboundTransfer): InboundTransferView {
  const charges = transfer.charges();
  return {
    transferId: transfer.id,
    accountId: transfer.accountId,
    status: transfer.status,
    billTo: transfer.billTo,
    transferFee: charges.transferFeeCents,
    parkCharge: charges.parkCents,
    totalCharge: charges.totalCents,
    transferTns: [...transfer.tns],
    completeDate: transfer.completedAt?.toISOString() ?? null,
    createDate: transfer.createdAt.toISOString(),
  };
}
