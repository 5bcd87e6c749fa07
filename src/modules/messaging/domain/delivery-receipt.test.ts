import { describe, expect, it } from 'vitest';
import { applyDeliveryReceipt, type DeliveryReceipt } from './delivery-receipt.ts';
import { type DeliveryStatus, Message } from './message.ts';

const message = (deliveryStatus: DeliveryStatus, direction: 'inbound' | 'outbound' = 'outbound') =>
  new Message({
    messageThreadId: 1,
    accountId: 1,
    direction,
    message: 'hello',
    fromNumber: '+12012345678',
    toNumbers: ['+13032340100'],
    createDate: new Date('2026-11-24T12:00:00Z'),
    deliveryStatus,
    carrierMessageId: 'c-1',
  });
const receipt = (status: DeliveryReceipt['status'], description = ''): DeliveryReceipt => ({
  carrierMessageId: 'c-1',
  status,
  description,
});

describe('a delivery receipt', () => {
  it('moves a sent message to delivered, and a failure records the carrier’s reason', () => {
    const delivered = message('sent');
    expect(applyDeliveryReceipt(delivered, receipt('delivered'))).toBe(true);
    expect(delivered.deliveryStatus).toBe('delivered');
    const failed = message('sent');
    expect(applyDeliveryReceipt(failed, receipt('failed', 'Unreachable destination'))).toBe(true);
    expect([failed.deliveryStatus, failed.deliveryDesc]).toEqual(['failed', 'Unreachable destination']);
  });

  it('never moves a status back: a late sent after delivered changes nothing', () => {
    const delivered = message('delivered');
    expect(applyDeliveryReceipt(delivered, receipt('sent'))).toBe(false);
    expect(applyDeliveryReceipt(delivered, receipt('delivered'))).toBe(false);
    expect(delivered.deliveryStatus).toBe('delivered');
  });

  it('keeps failed final, and lets one failed recipient of a group fail a delivered message', () => {
    const failed = message('failed');
    expect(applyDeliveryReceipt(failed, receipt('delivered'))).toBe(false);
    const group = message('delivered');
    expect(applyDeliveryReceipt(group, receipt('failed', 'Blocked'))).toBe(true);
    expect(group.deliveryStatus).toBe('failed');
  });

  it('ignores receipts for inbound messages', () => {
    const inbound = message('received', 'inbound');
    expect(applyDeliveryReceipt(inbound, receipt('delivered'))).toBe(false);
    expect(inbound.deliveryStatus).toBe('received');
  });
});
