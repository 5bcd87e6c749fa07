import { describe, expect, it } from 'vitest';
import {
  SMS_NOT_ACTIVATED,
  TOLL_FREE_VALIDATION_PENDING,
  UPGRADE_PLAN_FOR_SMS,
  whyCannotSendFrom,
} from './sms-sending.ts';

describe('who may send a text (spec 1 section 4)', () => {
  it('a number whose plan lacks SMS must upgrade first', () => {
    expect(whyCannotSendFrom({ smsEnabled: 'Y', smsValidated: '' }, false)).toBe(UPGRADE_PLAN_FOR_SMS);
  });

  it('a number without SMS activated, or with activation pending, cannot send', () => {
    expect(whyCannotSendFrom({ smsEnabled: 'N', smsValidated: '' }, true)).toBe(SMS_NOT_ACTIVATED);
    expect(whyCannotSendFrom({ smsEnabled: 'pending', smsValidated: '' }, true)).toBe(SMS_NOT_ACTIVATED);
  });

  it('a toll-free number waits for a pending validation, but may send when it is empty or rejected', () => {
    expect(whyCannotSendFrom({ smsEnabled: 'Y', smsValidated: 'pending' }, true)).toBe(
      TOLL_FREE_VALIDATION_PENDING,
    );
    expect(whyCannotSendFrom({ smsEnabled: 'Y', smsValidated: '' }, true)).toBeNull();
    expect(whyCannotSendFrom({ smsEnabled: 'Y', smsValidated: 'rejected' }, true)).toBeNull();
    expect(whyCannotSendFrom({ smsEnabled: 'Y', smsValidated: 'approved' }, true)).toBeNull();
  });
});
