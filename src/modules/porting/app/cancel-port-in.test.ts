import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { UnavailableError } from '../../../shared/domain-error.ts';
import { InMemoryPortInOrders } from '../testing/in-memory-port-in-orders.ts';
import { aPortInOrder } from '../testing/port-in-order-builder.ts';
import { makeCancelPortIn } from './cancel-port-in.ts';

async function setup(cancelAtCarrier: (id: string) => Promise<void>) {
  const clock = new FixedClock('2026-11-28T12:00:00Z');
  const orders = new InMemoryPortInOrders();
  const order = aPortInOrder({ now: clock.now() });
  await orders.add([order]);
  order.submitted('c-1', clock.now());
  const audit: unknown[] = [];
  const mailer = new RecordingMailer();
  const cancel = makeCancelPortIn({
    orders,
    customers: { adminEmails: async () => ['admin@example.com'], accountNames: async () => new Map() },
    audit: { record: async (entry) => void audit.push(entry) },
    carrier: { cancel: cancelAtCarrier },
    mailer,
    publicUrl: 'https://numberyard.test',
    clock,
    tx: (work) => work(),
  });
  return { order, audit, mailer, cancel };
}

describe('cancelling a port-in (staff)', () => {
  it('withdraws the order in flight at the carrier, then cancels, mails and audits it', async () => {
    const withdrawn: string[] = [];
    const { order, audit, mailer, cancel } = await setup(async (id) => void withdrawn.push(id));
    const view = await cancel({ id: order.id, staffUserId: 3, note: 'Duplicate order.' });
    expect(withdrawn).toEqual(['c-1']);
    expect(view).toMatchObject({ status: 'cancelled', account: { id: 7, name: 'Account 7' } });
    expect(mailer.sent.map((mail) => mail.subject)).toEqual(['Port-in of (802) 234-0100 cancelled']);
    expect(audit).toEqual([
      expect.objectContaining({
        actorUserId: 3,
        action: 'portIn.cancel',
        subject: `portIn:${order.id}`,
        before: expect.objectContaining({ status: 'submitted' }),
        after: expect.objectContaining({
          status: 'cancelled',
          note: 'Duplicate order.',
          withdrawnAtCarrier: true,
        }),
      }),
    ]);
  });

  it('changes, mails and audits nothing when the carrier does not answer (503)', async () => {
    const { order, audit, mailer, cancel } = await setup(async () => {
      throw new Error('timeout');
    });
    await expect(cancel({ id: order.id, staffUserId: 3, note: 'Stop.' })).rejects.toBeInstanceOf(
      UnavailableError,
    );
    expect(order.status).toBe('submitted');
    expect([audit, mailer.sent]).toEqual([[], []]);
  });
});
