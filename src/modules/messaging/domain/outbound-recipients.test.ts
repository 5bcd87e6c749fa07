import { describe, expect, it } from 'vitest';
import { MAX_PARTICIPANTS } from '../../../shared/message-rules.ts';
import { deferDateProblem, outboundRecipients } from './outbound-recipients.ts';

const FROM = '+12012340100';

describe('outboundRecipients', () => {
  it('answers E.164 numbers without repeats, in the order typed', () => {
    expect(outboundRecipients(FROM, ['(973) 234-0142', '+19732340142', '2122340100'])).toEqual({
      ok: true,
      participants: ['+19732340142', '+12122340100'],
    });
  });

  it('refuses an invalid number, the sending number itself, none and too many', () => {
    expect(outboundRecipients(FROM, ['hello'])).toEqual({
      ok: false,
      error: 'hello is not a valid phone number.',
    });
    expect(outboundRecipients(FROM, ['2012340100'])).toEqual({
      ok: false,
      error: 'A message cannot be sent to the number it is sent from.',
    });
    expect(outboundRecipients(FROM, []).ok).toBe(false);
    const many = Array.from({ length: MAX_PARTICIPANTS + 1 }, (_, i) => `+1973234${1000 + i}`);
    expect(outboundRecipients(FROM, many).ok).toBe(false);
    expect(outboundRecipients(FROM, many.slice(0, MAX_PARTICIPANTS)).ok).toBe(true);
  });
});

describe('deferDateProblem', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  it('allows from just after now to a year ahead', () => {
    expect(deferDateProblem(new Date('2026-11-24T12:00:01Z'), now)).toBeNull();
    expect(deferDateProblem(new Date('2027-11-24T12:00:00Z'), now)).toBeNull();
    expect(deferDateProblem(now, now)).toBe('past');
    expect(deferDateProblem(new Date('2027-11-24T12:00:01Z'), now)).toBe('too-far');
  });
});
