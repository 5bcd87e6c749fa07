import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../../platform/clock/clock.ts';
import {
  SIMULATED_REJECTION_REASON,
  SIMULATED_SMS_DECISION_MS,
  SimulatedSmsActivationCarrier,
} from './simulated-sms-activation-carrier.ts';

const form = (companyName: string) => ({
  companyName,
  website: 'n/a',
  volume: '10',
  message: 'Hello',
  canadaTraffic: 'N' as const,
  category: '2FA',
  type: 'Informational' as const,
  optIn: 'IVR',
});

describe('SimulatedSmsActivationCarrier', () => {
  it('answers pending with the time left until its delay has passed, then approved', async () => {
    const clock = new FixedClock('2026-11-26T12:00:00Z');
    const carrier = new SimulatedSmsActivationCarrier(clock);
    const filed = await carrier.submit({ reference: 'r-1', tn: '+12012340100', kind: 'local', form: null });
    expect(filed.checkAfterMs).toBe(SIMULATED_SMS_DECISION_MS);
    clock.advance(5_000);
    expect(await carrier.decision(filed.carrierRequestId)).toEqual({
      status: 'pending',
      checkAfterMs: SIMULATED_SMS_DECISION_MS - 5_000,
    });
    clock.advance(SIMULATED_SMS_DECISION_MS);
    expect(await carrier.decision(filed.carrierRequestId)).toEqual({ status: 'approved' });
  });

  it("rejects the toll-free form of 'Rejected Co' (any case), and a second instance agrees", async () => {
    const clock = new FixedClock('2026-11-26T12:00:00Z');
    const filed = await new SimulatedSmsActivationCarrier(clock).submit({
      reference: 'r-2',
      tn: '+18002340100',
      kind: 'toll_free',
      form: form(' rejected co '),
    });
    clock.advance(SIMULATED_SMS_DECISION_MS);
    expect(await new SimulatedSmsActivationCarrier(clock).decision(filed.carrierRequestId)).toEqual({
      status: 'rejected',
      reason: SIMULATED_REJECTION_REASON,
    });
  });
});
