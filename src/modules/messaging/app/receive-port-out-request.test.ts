import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../../platform/clock/clock.ts';
import { RecordingMailer } from '../../../platform/mail/testing/recording-mailer.ts';
import { InMemoryRateLimiter } from '../../../platform/rate-limit/testing/in-memory-rate-limiter.ts';
import { AccountNumber } from '../domain/account-number.ts';
import {
  fakePinHasher,
  InMemoryPortOutRequests,
  InMemoryProtectedNumbers,
} from '../testing/in-memory-number-protection.ts';
import { makeCompletePortOut } from './complete-port-out.ts';
import {
  makeReceivePortOutRequest,
  PORT_OUT_PIN_GUESSES_PER_NUMBER_PER_HOUR,
} from './receive-port-out-request.ts';

const TN = '+12012340101';

function scenario(number: { pin?: string; locked?: boolean } = {}) {
  const numbers = new InMemoryProtectedNumbers();
  const held = new AccountNumber({ accountId: 7, tn: TN, planId: 3, mrcCents: 600 });
  held.portOutPinHash = number.pin ? `hashed:${number.pin}` : null;
  held.transferLock = number.locked ?? false;
  numbers.rows.push(held);
  const requests = new InMemoryPortOutRequests();
  const mailer = new RecordingMailer();
  const queued: unknown[] = [];
  const deps = {
    numbers,
    requests,
    mailer,
    hasher: fakePinHasher,
    rateLimiter: new InMemoryRateLimiter(),
    contacts: { adminEmails: async () => ['owner@example.com'] },
    jobs: { send: async (_queue: string, data: object) => void queued.push(data) },
    clock: new FixedClock('2026-11-22T12:00:00Z'),
    tx: <T>(work: () => Promise<T>) => work(),
    publicUrl: 'http://localhost:3000',
  };
  const receive = makeReceivePortOutRequest(deps);
  const ask = (requestId: string, pin: string) =>
    receive({ carrierRequestId: requestId, tn: TN, gainingCarrier: 'Other Wireless', pin });
  return { ...deps, queued, ask, complete: makeCompletePortOut(deps) };
}

describe('receivePortOutRequest', () => {
  it('approves the right PIN, mails requested then approved, and queues the answer for the carrier', async () => {
    const s = scenario({ pin: '482916' });
    expect(await s.ask('po-1', '482916')).toMatchObject({ status: 'approved', duplicate: false });
    expect(s.mailer.sent.map((mail) => mail.category)).toEqual(['port-out-requested', 'port-out-decided']);
    expect(s.queued).toEqual([{ carrierRequestId: 'po-1' }]);
  });

  it('refuses a locked number whatever the PIN, and a number with no PIN', async () => {
    expect(await scenario({ pin: '482916', locked: true }).ask('po-1', '482916')).toMatchObject({
      status: 'refused',
      reason: 'transfer_lock',
    });
    expect(await scenario().ask('po-1', '482916')).toMatchObject({ status: 'refused', reason: 'no_pin' });
  });

  it('answers a repeated request id with the first decision and sends nothing more', async () => {
    const s = scenario({ pin: '482916' });
    await s.ask('po-1', '000000');
    expect(await s.ask('po-1', '482916')).toMatchObject({ status: 'refused', duplicate: true });
    expect(s.requests.rows).toHaveLength(1);
    expect(s.mailer.sent).toHaveLength(2);
  });

  it('stops guessing past the hourly limit of a number', async () => {
    const s = scenario({ pin: '482916' });
    for (let i = 0; i < PORT_OUT_PIN_GUESSES_PER_NUMBER_PER_HOUR; i++) await s.ask(`po-${i}`, '111111');
    await expect(s.ask('po-last', '482916')).rejects.toMatchObject({ kind: 'rate_limited' });
  });
});

describe('completePortOut', () => {
  it('removes the number from its account and mails the completion; twice changes nothing', async () => {
    const s = scenario({ pin: '482916' });
    await s.ask('po-1', '482916');
    expect(await s.complete({ carrierRequestId: 'po-1' })).toMatchObject({ status: 'completed' });
    expect(s.numbers.rows).toHaveLength(0);
    await s.complete({ carrierRequestId: 'po-1' });
    expect(s.mailer.sent.filter((mail) => mail.category === 'port-out-completed')).toHaveLength(1);
  });

  it('refuses to complete a refused request, or another account’s', async () => {
    const s = scenario({ pin: '482916' });
    await s.ask('po-1', '000000');
    await expect(s.complete({ carrierRequestId: 'po-1' })).rejects.toMatchObject({ kind: 'conflict' });
    await s.ask('po-2', '482916');
    await expect(s.complete({ carrierRequestId: 'po-2', accountId: 8 })).rejects.toMatchObject({
      kind: 'not_found',
    });
  });
});
