import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { InMemoryPortInOrders } from '../testing/in-memory-port-in-orders.ts';
import { makeCreatePortInOrders } from './create-port-in-orders.ts';

describe('createPortInOrders', () => {
  it('creates a pending order per number with its plan, billing period and carrier billing details', async () => {
    const orders = new InMemoryPortInOrders();
    const clock = new FixedClock('2026-11-24T12:00:00Z');
    await makeCreatePortInOrders({ orders, clock })({
      accountId: 7,
      checkoutOrderUuid: 'order-1',
      numbers: [
        {
          tn: '+1 (201) 234-0100',
          planId: 1,
          billingPeriod: 12,
          billing: { account_number: '42', pin: '1234' },
        },
      ],
    });
    expect(await orders.ofAccount(7)).toEqual([
      expect.objectContaining({
        id: 1,
        tn: '+12012340100',
        checkoutOrderUuid: 'order-1',
        planId: 1,
        billingPeriod: 12,
        billing: { account_number: '42', pin: '1234' },
        status: 'pending',
        createdAt: clock.now(),
      }),
    ]);
  });
});
