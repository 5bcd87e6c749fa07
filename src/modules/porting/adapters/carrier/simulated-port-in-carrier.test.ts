import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../platform/clock/clock.ts';
import { SIMULATOR_REJECT, SimulatedPortInCarrier } from './simulated-port-in-carrier.ts';

describe('SimulatedPortInCarrier', () => {
  const submission = (account_number: string) => ({
    tn: '+18022340100',
    billing: { account_number },
    pin: null,
  });

  it('sets the FOC date one delay after submission and completes two delays after', async () => {
    const clock = new FixedClock('2026-11-24T12:00:00Z');
    const carrier = new SimulatedPortInCarrier({ clock, delayMinutes: 60 * 24 });
    const { carrierOrderId } = await carrier.submit(submission('123'));
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'submitted' });
    clock.advance(24 * 3_600_000);
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'focDateSet', focDate: '2026-11-26' });
    clock.advance(24 * 3_600_000);
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'completed', focDate: '2026-11-26' });
  });

  it("rejects an order whose billing account number is 'REJECT' one delay after submission", async () => {
    const clock = new FixedClock('2026-11-24T12:00:00Z');
    const carrier = new SimulatedPortInCarrier({ clock, delayMinutes: 5 });
    const { carrierOrderId } = await carrier.submit(submission('REJECT'));
    clock.advance(5 * 60_000);
    expect(await carrier.status(carrierOrderId)).toEqual({ status: 'rejected', ...SIMULATOR_REJECT });
  });
});
