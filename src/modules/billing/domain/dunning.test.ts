import { describe, expect, it } from 'vitest';
import { dayAfter, licencesLapse, paymentFailedMail, retryDue } from './dunning.ts';

describe('dunning rules', () => {
  it('retries on days 1, 3 and 7 after the failure, one retry per run when days were missed', () => {
    const startedOn = '2026-11-15';
    expect(retryDue({ startedOn, retriesDone: 0 }, '2026-11-15')).toBe(false);
    expect(retryDue({ startedOn, retriesDone: 0 }, '2026-11-16')).toBe(true);
    expect(retryDue({ startedOn, retriesDone: 1 }, '2026-11-17')).toBe(false);
    expect(retryDue({ startedOn, retriesDone: 1 }, '2026-11-18')).toBe(true);
    expect(retryDue({ startedOn, retriesDone: 2 }, '2026-11-22')).toBe(true);
    expect(retryDue({ startedOn, retriesDone: 3 }, '2026-12-30')).toBe(false);
  });

  it('ends licences after 14 unpaid days, once', () => {
    expect(licencesLapse({ startedOn: '2026-11-15', licencesEndedOn: null }, '2026-11-28')).toBe(false);
    expect(licencesLapse({ startedOn: '2026-11-15', licencesEndedOn: null }, '2026-11-29')).toBe(true);
    expect(licencesLapse({ startedOn: '2026-11-15', licencesEndedOn: '2026-11-29' }, '2026-11-30')).toBe(
      false,
    );
  });

  it('counts days across a month end', () => {
    expect(dayAfter('2026-11-28', 7)).toBe('2026-12-05');
  });

  it("tells the admins the amount, the card's message and the next retry, or that licences end", () => {
    const first = paymentFailedMail({
      amountCents: 1_295,
      message: 'Your card was declined.',
      retry: 0,
      startedOn: '2026-11-15',
      publicUrl: 'https://numberyard.test',
    });
    expect(first.text).toContain('Your payment of $12.95 failed: Your card was declined.');
    expect(first.text).toContain('We will try your card again on 2026-11-16.');
    expect(first.text).toContain('https://numberyard.test/account/pay-now?amount=1295');
    const last = paymentFailedMail({
      ...{ amountCents: 1_295, message: 'x', startedOn: '2026-11-15' },
      retry: 3,
      publicUrl: '',
    });
    expect(last.text).toContain('Retry 3 of 3');
    expect(last.text).toContain('Licensed numbers end on 2026-11-29');
  });
});
