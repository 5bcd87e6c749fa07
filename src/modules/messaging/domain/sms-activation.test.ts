import { describe, expect, it } from 'vitest';
import { AccountNumber } from './account-number.ts';
import {
  applySmsDecision,
  markSmsPending,
  SmsActivationRequest,
  smsActivationKind,
} from './sms-activation.ts';
import { whyCannotSendFrom } from './sms-sending.ts';

const number = (tn: string, sms: Partial<Pick<AccountNumber, 'smsEnabled' | 'smsValidated'>> = {}) =>
  new AccountNumber({ accountId: 1, tn, planId: 3, mrcCents: 600, ...sms });
const LOCAL = '+12012340100';
const TOLL_FREE = '+18002340100';

describe('which SMS request a number needs', () => {
  it('refuses every number on a plan without SMS first', () => {
    expect(() => smsActivationKind(number(LOCAL, { smsEnabled: 'Y' }), false, false)).toThrow(
      "You must upgrade this number's plan to enable messaging",
    );
  });

  it('activates a local number once: N only, without the form', () => {
    expect(smsActivationKind(number(LOCAL), true, false)).toBe('local');
    expect(() => smsActivationKind(number(LOCAL, { smsEnabled: 'pending' }), true, false)).toThrow(/pending/);
    expect(() => smsActivationKind(number(LOCAL, { smsEnabled: 'Y' }), true, false)).toThrow(
      /already active/,
    );
    expect(() => smsActivationKind(number(LOCAL), true, true)).toThrow(/toll-free numbers only/);
  });

  it('validates a toll-free number with the form: empty or rejected, never pending or approved', () => {
    expect(smsActivationKind(number(TOLL_FREE), true, true)).toBe('toll_free');
    expect(
      smsActivationKind(number(TOLL_FREE, { smsEnabled: 'Y', smsValidated: 'rejected' }), true, true),
    ).toBe('toll_free');
    expect(() => smsActivationKind(number(TOLL_FREE), true, false)).toThrow(
      /needs the TFN SMS Validation form/,
    );
    const pending = number(TOLL_FREE, { smsEnabled: 'Y', smsValidated: 'pending' });
    expect(() => smsActivationKind(pending, true, true)).toThrow(/pending/);
    const approved = number(TOLL_FREE, { smsEnabled: 'Y', smsValidated: 'approved' });
    expect(() => smsActivationKind(approved, true, true)).toThrow(/already active/);
  });
});

describe('the number’s SMS state through a request (spec 1 section 4)', () => {
  it('local: N -> pending (cannot send) -> Y, or back to N when refused', () => {
    const local = number(LOCAL);
    markSmsPending(local, 'local');
    expect(local.smsEnabled).toBe('pending');
    expect(whyCannotSendFrom(local, true)).not.toBeNull();
    applySmsDecision(local, 'local', { status: 'approved' });
    expect(whyCannotSendFrom(local, true)).toBeNull();
    applySmsDecision(local, 'local', { status: 'rejected', reason: 'no' });
    expect(local.smsEnabled).toBe('N');
  });

  it('toll-free: pending may not send; approved and rejected may', () => {
    const tollFree = number(TOLL_FREE);
    markSmsPending(tollFree, 'toll_free');
    expect(tollFree).toMatchObject({ smsEnabled: 'Y', smsValidated: 'pending' });
    expect(whyCannotSendFrom(tollFree, true)).toMatch(/validation is approved/);
    applySmsDecision(tollFree, 'toll_free', { status: 'rejected', reason: 'unverified' });
    expect(tollFree.smsValidated).toBe('rejected');
    expect(whyCannotSendFrom(tollFree, true)).toBeNull();
    applySmsDecision(tollFree, 'toll_free', { status: 'approved' });
    expect(whyCannotSendFrom(tollFree, true)).toBeNull();
  });
});

describe('a request’s decision', () => {
  it('is recorded once: a second decision changes nothing', () => {
    const request = new SmsActivationRequest({
      accountId: 1,
      tn: LOCAL,
      kind: 'local',
      form: null,
      requestedByUserId: 7,
      requestedAt: new Date('2026-11-26T12:00:00Z'),
    });
    const at = new Date('2026-11-26T12:00:20Z');
    expect(request.decide({ status: 'rejected', reason: 'no' }, at)).toBe(true);
    expect(request.decide({ status: 'approved' }, new Date())).toBe(false);
    expect(request).toMatchObject({ status: 'rejected', reason: 'no', decidedAt: at });
  });
});
