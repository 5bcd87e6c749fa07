import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { AccountNumber } from '../domain/account-number.ts';
import { RecordingNumberCarrier } from '../testing/in-memory-number-protection.ts';
import {
  InMemoryOwnershipTransfers,
  InMemoryTransferNumbers,
  InMemoryTransferParties,
} from '../testing/in-memory-ownership-transfers.ts';
import { makeAcceptNumberTransfer } from './accept-number-transfer.ts';
import { makeCompleteDueTransfers } from './complete-due-transfers.ts';
import { makeNumberLeaving } from './number-leaving.ts';
import { makeStartOwnershipTransfer } from './start-ownership-transfer.ts';

function world() {
  const clock = new FixedClock('2026-11-22T12:00:00Z');
  const transfers = new InMemoryOwnershipTransfers();
  const numbers = new InMemoryTransferNumbers();
  const parties = new InMemoryTransferParties();
  const mailer = new RecordingMailer();
  parties.accounts.set(1, { accountId: 1, company: 'Acme Parking Co', brandingId: 1 });
  parties.accounts.set(2, { accountId: 2, company: 'New Owner LLC', brandingId: 1 });
  parties.users.set(10, { email: 'ada@acme.test', roles: new Map([[1, 'admin']]) });
  parties.users.set(20, { email: 'neo@owner.test', roles: new Map([[2, 'admin']]) });
  const number = numbers.add(
    new AccountNumber({
      accountId: 1,
      tn: '+12012340101',
      planId: 3,
      mrcCents: 600,
      paidThrough: '2026-12-24',
    }),
  );
  const carrier = new RecordingNumberCarrier();
  let issued = 0;
  const tokens = { newToken: () => `token-${++issued}`, digest: (token: string) => `hash:${token}` };
  const deps = { transfers, numbers, parties, mailer, clock, tx: <T>(work: () => Promise<T>) => work() };
  const limits = { rateLimiter: new InMemoryRateLimiter() };
  return {
    clock,
    transfers,
    number,
    mailer,
    start: makeStartOwnershipTransfer({ ...deps, ...limits, tokens, publicUrl: 'https://ny.test' }),
    accept: makeAcceptNumberTransfer({
      ...deps,
      ...limits,
      tokens,
      plans: { plan: () => null, priced: async () => null },
    }),
    carrier,
    complete: makeCompleteDueTransfers({ ...deps, carrier }),
    leaving: makeNumberLeaving({ transfers, clock }),
  };
}

describe('ownership transfer use cases', () => {
  it('mails the new owner a link whose token is stored only as its digest', async () => {
    const w = world();
    await w.start({ accountId: 1, userId: 10, tn: '2012340101', email: 'neo@owner.test' });
    expect(w.mailer.lastTo('neo@owner.test')?.text).toContain('https://ny.test/number-transfer/token-1');
    expect(w.transfers.rows[0]?.tokenHash).toBe('hash:token-1');
  });

  it('moves the number on its paid-through day, once however often the job runs', async () => {
    const w = world();
    await w.start({ accountId: 1, userId: 10, tn: '2012340101', email: 'neo@owner.test' });
    const accepted = await w.accept({ token: 'token-1', ip: '1.1.1.1', userId: 20, accountId: 2 });
    expect(accepted.movesOn).toBe('2026-12-24');
    expect(await w.complete()).toMatchObject({ completed: 0 });
    w.clock.set('2026-12-24T00:10:00Z');
    expect(await w.complete()).toMatchObject({ completed: 1 });
    expect(await w.complete()).toMatchObject({ completed: 0 });
    expect(w.number.accountId).toBe(2);
  });

  it('stops the old owner’s forwarding at the carrier before the number moves; a carrier failure waits', async () => {
    const w = world();
    w.number.forwardTo = '+13105550199';
    await w.start({ accountId: 1, userId: 10, tn: '2012340101', email: 'neo@owner.test' });
    await w.accept({ token: 'token-1', ip: '1.1.1.1', userId: 20, accountId: 2 });
    w.clock.set('2026-12-24T00:10:00Z');
    const setForwarding = w.carrier.setForwarding.bind(w.carrier);
    w.carrier.setForwarding = async () => {
      throw new Error('carrier down');
    };
    await expect(w.complete()).rejects.toThrow('carrier down');
    expect(w.number).toMatchObject({ accountId: 1, forwardTo: '+13105550199' });
    w.carrier.setForwarding = setForwarding;
    expect(await w.complete()).toMatchObject({ completed: 1 });
    expect(w.carrier.forwarding.get('+12012340101')).toBeNull();
    expect(w.number).toMatchObject({ accountId: 2, forwardTo: null });
  });

  it('cancels an offered transfer when the number leaves, and refuses while one is accepted', async () => {
    const w = world();
    await w.start({ accountId: 1, userId: 10, tn: '2012340101', email: 'neo@owner.test' });
    await w.leaving(w.number.id);
    expect(w.transfers.rows[0]?.status).toBe('cancelled');
    await w.start({ accountId: 1, userId: 10, tn: '2012340101', email: 'neo@owner.test' });
    await w.accept({ token: 'token-2', ip: '1.1.1.1', userId: 20, accountId: 2 });
    await expect(w.leaving(w.number.id)).rejects.toMatchObject({ kind: 'conflict' });
  });
});
