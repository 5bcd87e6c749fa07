import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANSWER_PORT_OUT_QUEUE } from '../../../src/modules/messaging/app/receive-port-out-request.ts';
import { logIn } from '../../support/accounts.ts';
import type { TestApp } from '../../support/test-app.ts';
import {
  addNumber,
  carrierRequest,
  mailsTo,
  numberProtectionApp,
  putSetting,
} from './number-protection-kit.ts';

let kit: Awaited<ReturnType<typeof numberProtectionApp>>;
let t: TestApp;
const ADMIN = 'admin@numberyard.test';
const LOCKED = '+12012340111';
const PINNED = '+12012340112';
const NO_PIN = '+12012340113';
const GUESSED = '+12012340114';
const OTHERS = '+13102340115';

beforeAll(async () => {
  kit = await numberProtectionApp();
  t = kit.t;
  for (const tn of [LOCKED, PINNED, NO_PIN, GUESSED]) await addNumber(t, kit.acme.accountId, tn);
  await addNumber(t, kit.broker.accountId, OTHERS);
  for (const tn of [LOCKED, PINNED, GUESSED])
    await putSetting(t, kit.admin, tn, 'port-out-pin', { pin: '482916' });
  await putSetting(t, kit.admin, LOCKED, 'transfer-lock', { locked: true });
});
afterAll(() => t.close());

const answerJob = (carrierRequestId: string) =>
  t.composed.ports.runInContext(() =>
    t.composed.jobs.find((job) => job.queue === ANSWER_PORT_OUT_QUEUE)!.handle({ carrierRequestId }),
  );
const rows = (carrierRequestId: string) =>
  t.sql('select * from messaging.port_out_request where carrier_request_id = $1', [carrierRequestId]);
const complete = (requestId: string, secret = 'development-carrier-secret') =>
  t.request(`/api/carrier/port-out-requests/${requestId}/complete`, {
    method: 'POST',
    headers: { 'x-carrier-secret': secret },
  });

describe('port-out requests from the carrier', () => {
  it('refuses a locked number even with the right PIN, and sends the answer to the carrier', async () => {
    const { status, body } = await carrierRequest(t, { requestId: 'po-lock', tn: LOCKED, pin: '482916' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'refused', reason: 'transfer_lock', duplicate: false, tn: LOCKED });
    await answerJob('po-lock');
    expect(kit.carrier.told.at(-1)).toEqual({
      kind: 'answerPortOut',
      carrierRequestId: 'po-lock',
      tn: LOCKED,
      decision: 'refused',
      reason: 'transfer_lock',
    });
  });

  it('refuses a wrong PIN and a number with no PIN set', async () => {
    expect(
      (await carrierRequest(t, { requestId: 'po-wrong', tn: PINNED, pin: '111111' })).body,
    ).toMatchObject({
      status: 'refused',
      reason: 'wrong_pin',
    });
    expect(
      (await carrierRequest(t, { requestId: 'po-nopin', tn: NO_PIN, pin: '482916' })).body,
    ).toMatchObject({
      status: 'refused',
      reason: 'no_pin',
    });
  });

  it('approves the right PIN on an unlocked number and stores no PIN with the request', async () => {
    const { body } = await carrierRequest(t, { requestId: 'po-ok', tn: '2012340112', pin: '482916' });
    expect(body).toMatchObject({ status: 'approved', reason: null, gainingCarrier: 'Other Wireless' });
    const [row] = await rows('po-ok');
    expect(row).toMatchObject({ status: 'approved', tn: PINNED, account_id: kit.acme.accountId });
    expect(JSON.stringify(row)).not.toContain('482916');
  });

  it('answers a repeated request id with the first decision, guessing and mailing nothing more', async () => {
    const mailsBefore = (await mailsTo(t, ADMIN, 'port-out-decided')).length;
    const again = await carrierRequest(t, { requestId: 'po-wrong', tn: PINNED, pin: '482916' });
    expect(again.body).toMatchObject({ status: 'refused', reason: 'wrong_pin', duplicate: true });
    expect(await rows('po-wrong')).toHaveLength(1);
    expect(await mailsTo(t, ADMIN, 'port-out-decided')).toHaveLength(mailsBefore);
  });

  it('mails the account’s admins at each stage: requested, then refused or approved', async () => {
    const requested = await mailsTo(t, ADMIN, 'port-out-requested');
    expect(requested.map((mail) => mail.subject)).toContain('Port-out requested for (201) 234-0112');
    const decided = (await mailsTo(t, ADMIN, 'port-out-decided')).map((mail) => mail.subject);
    expect(decided).toContain('Port-out refused for (201) 234-0111');
    expect(decided).toContain('Port-out approved for (201) 234-0112');
    const refusal = (await mailsTo(t, ADMIN, 'port-out-decided')).find((mail) =>
      mail.subject.includes('0111'),
    );
    expect(refusal!.text_body).toContain('Transfer Lock is on');
  });

  it('lists the number’s requests on its settings, newest first', async () => {
    const response = await t.request(`/api/accounts/telephone-numbers/${PINNED}/settings`, {
      cookie: kit.admin,
    });
    const { portOutRequests } = await response.json();
    expect(
      portOutRequests.map((request: { carrierRequestId: string }) => request.carrierRequestId).sort(),
    ).toEqual(['po-ok', 'po-wrong']);
  });

  it('limits PIN guesses per number: the sixth within the hour answers 429 and records nothing', async () => {
    for (let guess = 1; guess <= 5; guess++)
      expect(
        (await carrierRequest(t, { requestId: `po-guess-${guess}`, tn: GUESSED, pin: `99990${guess}` }))
          .status,
      ).toBe(200);
    const sixth = await carrierRequest(t, { requestId: 'po-guess-6', tn: GUESSED, pin: '482916' });
    expect(sixth.status).toBe(429);
    expect(await rows('po-guess-6')).toHaveLength(0);
  });

  it('answers 401 without the carrier secret or with a wrong one, and 404 for a number no account holds', async () => {
    expect((await carrierRequest(t, { requestId: 'po-x', tn: PINNED, pin: '482916' }, null)).status).toBe(
      401,
    );
    expect(
      (await carrierRequest(t, { requestId: 'po-x', tn: PINNED, pin: '482916' }, 'wrong-secret-wrong'))
        .status,
    ).toBe(401);
    expect((await carrierRequest(t, { requestId: 'po-x', tn: '+12012349999', pin: '482916' })).status).toBe(
      404,
    );
    expect(await rows('po-x')).toHaveLength(0);
  });
});

describe('completing a port-out', () => {
  it('refuses to complete a refused request (409)', async () => {
    expect((await complete('po-wrong')).status).toBe(409);
    expect((await complete('po-unknown')).status).toBe(404);
    expect((await complete('po-ok', 'wrong-secret-wrong')).status).toBe(401);
  });

  it('removes the number from the account (so billing stops), mails the admins, and is idempotent', async () => {
    const response = await complete('po-ok');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'completed',
      completedAt: '2026-11-22T12:00:00.000Z',
    });
    expect(await t.sql('select 1 from messaging.account_number where tn = $1', [PINNED])).toHaveLength(0);
    const [mail] = await mailsTo(t, ADMIN, 'port-out-completed');
    expect(mail!.subject).toBe('(201) 234-0112 has left your account');
    expect((await complete('po-ok')).status).toBe(200);
    expect(await mailsTo(t, ADMIN, 'port-out-completed')).toHaveLength(1);
    const settings = await t.request(`/api/accounts/telephone-numbers/${PINNED}/settings`, {
      cookie: kit.admin,
    });
    expect(settings.status).toBe(404);
  });
});

describe('the carrier simulator (development tools)', () => {
  it('raises and completes a port-out for the caller’s own numbers only', async () => {
    const raise = (tn: string) =>
      t.request('/api/dev/carrier/port-out-requests', {
        method: 'POST',
        cookie: kit.admin,
        json: { requestId: `sim-${tn}`, tn, pin: '482916' },
      });
    expect((await raise(OTHERS)).status).toBe(404);
    const raised = await raise(NO_PIN);
    expect(await raised.json()).toMatchObject({ status: 'refused', reason: 'no_pin' });
    const completeAs = (cookie: string) =>
      t.request('/api/dev/carrier/port-out-requests/po-lock/complete', { method: 'POST', cookie });
    expect((await completeAs(await logIn(t, 'broker@numberyard.test'))).status).toBe(404);
    expect((await completeAs(kit.admin)).status).toBe(409);
  });
});
