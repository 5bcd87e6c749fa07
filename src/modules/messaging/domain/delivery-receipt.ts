import type { DeliveryStatus, Message } from './message.ts';

/** What the carrier says became of an outbound message (one receipt per recipient of a group message). */
export interface DeliveryReceipt {
  carrierMessageId: string;
  status: 'sent' | 'delivered' | 'failed';
  /** Why it failed, in the carrier's words ('' otherwise). */
  description: string;
}

const RANK: Partial<Record<DeliveryStatus, number>> = { scheduled: 0, queued: 0, sent: 1, delivered: 2 };

/**
 * Applies a receipt to its message; answers whether anything changed. Receipts come late, twice and out of
 * order, so a status never moves back (a late `sent` after `delivered` is ignored), and `failed` is final:
 * one failed recipient of a group message marks the message failed even if another was delivered.
 */
export function applyDeliveryReceipt(message: Message, receipt: DeliveryReceipt): boolean {
  if (message.direction !== 'outbound' || message.deliveryStatus === 'failed') return false;
  const description = receipt.description.slice(0, 300);
  if (receipt.status === 'failed') {
    message.deliveryStatus = 'failed';
    message.deliveryDesc = description;
    return true;
  }
  const current = RANK[message.deliveryStatus] ?? 0;
  if (RANK[receipt.status]! <= current) return false;
  message.deliveryStatus = receipt.status;
  message.deliveryDesc = description;
  return true;
}
