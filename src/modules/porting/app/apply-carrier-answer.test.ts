import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import type { PortInLedger } from '../ports/port-in-ledger.ts';
import type { PortedNumbers } from '../ports/ported-numbers.ts';
import { InMemoryPortInOrders } from '../testing/in-memory-port-in-orders.ts';
import { aPortInOrder } from '../testing/port-in-order-builder.ts';
import { applyCarrierAnswer } from './apply-carrier-answer.ts';

/** A ledger that keeps one charge per reference, as billing's recordOnce does. */
class OncePerReferenceLedger implements PortInLedger {
  readonly charges: Parameters<PortInLedger['chargeOnce']>[0][] = [];

  async chargeOnce(input: Parameters<PortInLedger['chargeOnce']>[0]): Promise<boolean> {
    if (this.charges.some((charge) => charge.reference === input.reference)) return false;
    this.charges.push(input);
    return true;
  }
}

async function setup(feeCents: number) {
  const clock = new FixedClock('2026-11-28T12:00:00Z');
  const orders = new InMemoryPortInOrders();
  const order = aPortInOrder({ feeCents, now: clock.now() });
  await orders.add([order]);
  order.submitted('c-1', clock.now());
  const activated: Parameters<PortedNumbers['activate']>[0][] = [];
  const ledger = new OncePerReferenceLedger();
  const deps = {
    orders,
    numbers: { activate: async (input: (typeof activated)[number]) => void activated.push(input) },
    plans: { mrcCents: async () => 600 },
    ledger,
    customers: { adminEmails: async () => ['admin@example.com'] },
    mailer: new RecordingMailer(),
    publicUrl: 'https://numberyard.test',
  };
  return { clock, order, deps, ledger, activated };
}

describe('applyCarrierAnswer', () => {
  it('charges the port-in fee once, as a charge referenced port-in:<orderId>, when the order completes', async () => {
    const { clock, order, deps, ledger, activated } = await setup(500);
    const completed = { status: 'completed', focDate: '2026-11-28' } as const;
    expect(await applyCarrierAnswer(deps, order, completed, clock.now())).toBe(true);
    expect(await applyCarrierAnswer(deps, order, completed, clock.now())).toBe(false);
    expect(ledger.charges).toEqual([
      { accountId: 7, amountCents: 500, description: 'Port-in fee (802) 234-0100', reference: 'port-in:1' },
    ]);
    expect(activated).toHaveLength(1);
  });

  it('charges nothing for a waived fee (Park billed yearly) nor before the order completes', async () => {
    const { clock, order, deps, ledger } = await setup(500);
    await applyCarrierAnswer(deps, order, { status: 'focDateSet', focDate: '2026-12-01' }, clock.now());
    expect(ledger.charges).toEqual([]);
    const waived = await setup(0);
    await applyCarrierAnswer(
      waived.deps,
      waived.order,
      { status: 'completed', focDate: '2026-12-01' },
      clock.now(),
    );
    expect(waived.ledger.charges).toEqual([]);
    expect(waived.order.status).toBe('completed');
  });

  it('charges nothing when the carrier rejects the order', async () => {
    const { clock, order, deps, ledger } = await setup(500);
    const rejected = { status: 'rejected', reasonCode: '6P', reasonText: 'Wrong account' } as const;
    expect(await applyCarrierAnswer(deps, order, rejected, clock.now())).toBe(true);
    expect(ledger.charges).toEqual([]);
  });
});
