import { describe, expect, it } from 'vitest';
import { decidePortOut, PortOutRequest } from './port-out-request.ts';

const never = async () => {
  throw new Error('the PIN must not be checked');
};
const request = () =>
  new PortOutRequest({
    carrierRequestId: 'po-1',
    accountId: 1,
    tn: '+12012340101',
    gainingCarrier: 'Other Wireless',
    requestedAt: new Date('2026-11-22T12:00:00Z'),
  });

describe('decidePortOut', () => {
  it('refuses while Transfer Lock is on, without checking the PIN', async () => {
    expect(await decidePortOut({ transferLock: true, pinSet: true, pinMatches: never })).toEqual({
      status: 'refused',
      reason: 'transfer_lock',
    });
  });

  it('refuses a number with no PIN set', async () => {
    expect(await decidePortOut({ transferLock: false, pinSet: false, pinMatches: never })).toEqual({
      status: 'refused',
      reason: 'no_pin',
    });
  });

  it('refuses when the PIN does not match and approves when it does', async () => {
    const wrong = await decidePortOut({ transferLock: false, pinSet: true, pinMatches: async () => false });
    expect(wrong).toEqual({ status: 'refused', reason: 'wrong_pin' });
    const right = await decidePortOut({ transferLock: false, pinSet: true, pinMatches: async () => true });
    expect(right).toEqual({ status: 'approved' });
  });
});

describe('PortOutRequest', () => {
  it('starts requested and keeps the decision with its time and reason', () => {
    const refused = request();
    expect(refused.status).toBe('requested');
    refused.decide({ status: 'refused', reason: 'wrong_pin' }, new Date('2026-11-22T12:00:01Z'));
    expect(refused).toMatchObject({ status: 'refused', reason: 'wrong_pin' });
    expect(() => refused.decide({ status: 'approved' }, new Date())).toThrow(/already decided/);
  });

  it('completes only once it is approved, and a second completion changes nothing', () => {
    const refused = request();
    refused.decide({ status: 'refused', reason: 'no_pin' }, new Date());
    expect(() => refused.complete(new Date())).toThrow(/not approved/);
    const approved = request();
    approved.decide({ status: 'approved' }, new Date());
    expect(approved.complete(new Date('2026-11-23T00:00:00Z'))).toBe(true);
    expect(approved.complete(new Date('2026-11-24T00:00:00Z'))).toBe(false);
    expect(approved.completedAt).toEqual(new Date('2026-11-23T00:00:00Z'));
  });
});
