import { describe, expect, it } from 'vitest';
import {
  dayAfter,
  dunningRetryKey,
  licencesEndOn,
  licencesLapse,
  nextRetryOn,
  paymentFailedMail,
  retryDue,
} from './dunning.ts';

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

describe('a dunning staff pushed back (docs/adr/0074)', () => {
  const pushed = { startedOn: '2026-11-15', retriesDone: 0, delayDays: 7, licencesEndedOn: null };

  it('moves the retries still to come and the licence end by the days pushed', () => {
    expect(retryDue(pushed, '2026-11-16')).toBe(false);
    expect(retryDue(pushed, '2026-11-23')).toBe(true);
    expect(nextRetryOn(pushed)).toBe('2026-11-23');
    expect(nextRetryOn({ ...pushed, delayDays: 0 })).toBe('2026-11-16');
    expect(licencesLapse(pushed, '2026-11-29')).toBe(false);
    expect(licencesLapse(pushed, '2026-12-06')).toBe(true);
    expect(licencesEndOn(pushed)).toBe('2026-12-06');
  });

  it('has no next retry once the three are made, and no licence end once they ended', () => {
    expect(nextRetryOn({ ...pushed, retriesDone: 3 })).toBeNull();
    expect(licencesEndOn({ ...pushed, licencesEndedOn: '2026-12-06' })).toBeNull();
  });

  it('keys retry n of a dunning the same for the daily run and for staff', () => {
    expect(dunningRetryKey(42, '2026-11-15', 2)).toBe('dunning:42:2026-11-15:2');
  });

  it('mails the pushed date, and calls a staff retry after the third "another attempt"', () => {
    const mail = (retry: number) =>
      paymentFailedMail({
        ...{ amountCents: 500, message: 'Declined.', startedOn: '2026-11-15', publicUrl: '' },
        delayDays: 7,
        retry,
      }).text;
    expect(mail(1)).toContain('We will try your card again on 2026-11-25.');
    expect(mail(4)).toContain('Another attempt at your payment of $5.00 failed');
    expect(mail(4)).toContain('Licensed numbers end on 2026-12-06');
  });
});
