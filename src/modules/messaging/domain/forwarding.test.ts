import { describe, expect, it } from 'vitest';
import { forwardingDestination } from './forwarding.ts';
import { FORWARD_TO_INVALID, FORWARD_TO_SELF } from './number-settings.errors.ts';

const TN = '+12012340101';

describe('forwardingDestination', () => {
  it('answers a valid phone number in E.164, and null to clear forwarding', () => {
    expect(forwardingDestination(TN, '(973) 234-0142')).toBe('+19732340142');
    expect(forwardingDestination(TN, '+44 20 7946 0958')).toBe('+442079460958');
    expect(forwardingDestination(TN, null)).toBeNull();
  });

  it('refuses what is not a phone number, and short codes', () => {
    for (const text of ['', 'call me', '12345', '201234'])
      expect(() => forwardingDestination(TN, text), text).toThrow(FORWARD_TO_INVALID);
  });

  it('refuses the number itself, however it is written', () => {
    expect(() => forwardingDestination(TN, '201-234-0101')).toThrow(FORWARD_TO_SELF);
  });
});
