import { describe, expect, it } from 'vitest';
import { SpellingAlreadyDecided } from './brokerage.errors.ts';
import { SpellingRequest } from './spelling-request.ts';

const now = new Date('2026-11-28T12:00:00Z');
const request = () =>
  new SpellingRequest({
    tn: '+12014563569',
    brokerAccountId: 7,
    spelling: 'flow',
    requestedByUserId: 3,
    now,
  });

describe('a spelling request is decided once', () => {
  it('records who decided, when and why', () => {
    const r = request();
    r.decide('rejected', 9, now, '  Reads badly. ');
    expect(r).toMatchObject({
      status: 'rejected',
      decidedByUserId: 9,
      decidedDate: now,
      reason: 'Reads badly.',
    });
  });

  it('refuses a second decision and a respelling after the decision', () => {
    const r = request();
    r.decide('approved', 9, now);
    expect(() => r.decide('rejected', 9, now)).toThrow(SpellingAlreadyDecided);
    expect(() => r.respell('f-low', now)).toThrow(SpellingAlreadyDecided);
  });

  it('a waiting request takes a new spelling', () => {
    const r = request();
    r.respell('f-low', new Date('2026-11-29T00:00:00Z'));
    expect(r).toMatchObject({ spelling: 'f-low', status: 'pending' });
  });
});
