import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { AesGcmSecretBox, DEVELOPMENT_DATA_KEY } from '../../../platform/crypto/secret-box.ts';
import { InMemoryPortInOrders } from '../testing/in-memory-port-in-orders.ts';
import { RecordingJobs } from '../testing/recording-jobs.ts';
import { makeCreatePortInOrders } from './create-port-in-orders.ts';
import { SUBMIT_PORT_IN_QUEUE } from './port-in-queues.ts';

describe('createPortInOrders', () => {
  it('creates a pending order per number with its plan and billing details, the PIN sealed apart, and queues its submission', async () => {
    const orders = new InMemoryPortInOrders();
    const jobs = new RecordingJobs();
    const secretBox = new AesGcmSecretBox(DEVELOPMENT_DATA_KEY);
    const clock = new FixedClock('2026-11-24T12:00:00Z');
    await makeCreatePortInOrders({ orders, clock, secretBox, jobs })({
      accountId: 7,
      brandingId: 2,
      checkoutOrderUuid: 'order-1',
      numbers: [
        {
          tn: '+1 (201) 234-0100',
          planId: 1,
          billingPeriod: 12,
          billing: { account_number: '42', pin: '1234' },
          feeCents: 0,
        },
      ],
    });
    const [order] = await orders.ofAccount(7);
    expect(order).toMatchObject({
      id: 1,
      tn: '+12012340100',
      brandingId: 2,
      checkoutOrderUuid: 'order-1',
      planId: 1,
      billingPeriod: 12,
      billing: { account_number: '42' },
      status: 'pending',
      createdAt: clock.now(),
    });
    expect(order?.pinSealed).not.toContain('1234');
    expect(secretBox.open(order?.pinSealed ?? '')).toBe('1234');
    expect(jobs.sent).toEqual([
      { queue: SUBMIT_PORT_IN_QUEUE, data: { orderId: 1 }, options: { singletonKey: 'port-in-1' } },
    ]);
  });
});
