import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMIT_SMS_ACTIVATION_QUEUE } from '../../../src/modules/messaging/app/request-sms-activation.ts';
import { CHECK_SMS_ACTIVATION_QUEUE } from '../../../src/modules/messaging/app/submit-sms-activation.ts';
import { logIn, seedLogins } from '../../support/accounts.ts';
import { createTestApp, type TestApp } from '../../support/test-app.ts';
import { addNumber, idOf } from './account-numbers-kit.ts';

/** The carrier's REST API on loopback: answers each path from `replies` and keeps what it was sent. */
const replies = new Map<string, { status: number; body: object }>();
const seen: Array<{ method: string; url: string; body: unknown }> = [];
let carrier: Server;
let t: TestApp;
let admin: string;
const LOCAL = '+12012340301';
const TOLL_FREE = '+18772340302';

beforeAll(async () => {
  carrier = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const key = `${request.method} ${request.url}`;
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        body: text ? JSON.parse(text) : null,
      });
      const reply = replies.get(key) ?? { status: 500, body: { message: `no reply for ${key}` } };
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => carrier.listen(0, '127.0.0.1', resolve));
  const { port } = carrier.address() as AddressInfo;
  t = await createTestApp({
    now: '2026-11-26T12:00:00Z',
    env: { CARRIER_API_URL: `http://127.0.0.1:${port}/v1`, CARRIER_API_KEY: 'carrier-key-123' },
  });
  await seedLogins(t);
  const acme = await idOf(t, 'account', 'admin@numberyard.test');
  for (const tn of [LOCAL, TOLL_FREE]) await addNumber(t, acme, tn);
  admin = await logIn(t, 'admin@numberyard.test');
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => carrier.close(() => resolve()));
});

async function activate(body: object) {
  const response = await t.request('/api/accounts/telephone-numbers/activate-sms', {
    method: 'POST',
    cookie: admin,
    json: { action: 'activateSms', ...body },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { request: { requestId: number } }).request.requestId;
}
const runJob = (queue: string, requestId: number) =>
  t.composed.ports.runInContext(() =>
    t.composed.jobs.find((job) => job.queue === queue)!.handle({ requestId }),
  );
const smsOf = async (tn: string) =>
  (
    await t.sql<{ sms_enabled: string; sms_validated: string }>(
      'select sms_enabled, sms_validated from messaging.account_number where tn = $1',
      [tn],
    )
  )[0];

describe('SMS activation through the carrier’s REST API', () => {
  it('rejects at once a request the carrier refuses outright, turning the local number back off', async () => {
    replies.set('POST /v1/sms-activations', { status: 422, body: { message: 'Number not on this account' } });
    const requestId = await activate({ tn: LOCAL });
    await runJob(SUBMIT_SMS_ACTIVATION_QUEUE, requestId);
    expect(await smsOf(LOCAL)).toEqual({ sms_enabled: 'N', sms_validated: '' });
    const [row] = await t.sql('select status, reason from messaging.sms_verification_request where id = $1', [
      requestId,
    ]);
    expect(row).toEqual({ status: 'rejected', reason: 'Number not on this account' });
    const [mail] = await t.sql<{ subject: string; text_body: string }>(
      `select subject, text_body from platform.mail_outbox where category = 'sms-activation-rejected'`,
    );
    expect(mail!.subject).toBe('SMS could not be turned on for (201) 234-0301');
    expect(mail!.text_body).toContain('Number not on this account');
  });

  it('asks for the decision when the carrier said to, until it is approved', async () => {
    replies.set('POST /v1/sms-activations', {
      status: 201,
      body: { id: 'tfv-9', checkAfterSeconds: 86_400 },
    });
    replies.set('GET /v1/sms-activations/tfv-9', { status: 200, body: { status: 'pending' } });
    const requestId = await activate({
      tn: TOLL_FREE,
      companyName: 'Acme Plumbing',
      website: 'acmeplumbing.example',
      volume: '100',
      message: 'Your plumber arrives at 9.',
      canadaTraffic: 'Y',
      category: 'Appointment Reminders',
      type: 'Informational',
      optIn: 'Paper form',
    });
    await runJob(SUBMIT_SMS_ACTIVATION_QUEUE, requestId);
    const [check] = await t.sql<{ start_after: string }>(
      'select start_after::text from pgboss.job where name = $1',
      [CHECK_SMS_ACTIVATION_QUEUE],
    );
    expect(new Date(check!.start_after)).toEqual(new Date('2026-11-27T12:00:00Z'));
    await runJob(CHECK_SMS_ACTIVATION_QUEUE, requestId);
    expect(await smsOf(TOLL_FREE)).toEqual({ sms_enabled: 'Y', sms_validated: 'pending' });
    replies.set('GET /v1/sms-activations/tfv-9', { status: 200, body: { status: 'approved' } });
    await runJob(CHECK_SMS_ACTIVATION_QUEUE, requestId);
    expect(await smsOf(TOLL_FREE)).toEqual({ sms_enabled: 'Y', sms_validated: 'approved' });
    // The stored form (jsonb) reached the carrier as it was sent, under our stable reference.
    expect(seen.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({
      reference: `numberyard-sms-${requestId}`,
      tn: TOLL_FREE,
      kind: 'toll_free',
      form: {
        companyName: 'Acme Plumbing',
        website: 'acmeplumbing.example',
        volume: '100',
        message: 'Your plumber arrives at 9.',
        canadaTraffic: 'Y',
        category: 'Appointment Reminders',
        type: 'Informational',
        optIn: 'Paper form',
      },
    });
  });

  it('leaves the request pending and throws (pg-boss retries) when the carrier fails', async () => {
    replies.set('POST /v1/sms-activations', { status: 503, body: { message: 'maintenance' } });
    const tn = '+12012340303';
    await addNumber(t, await idOf(t, 'account', 'admin@numberyard.test'), tn);
    const requestId = await activate({ tn });
    await expect(runJob(SUBMIT_SMS_ACTIVATION_QUEUE, requestId)).rejects.toThrow(/HTTP 503/);
    const [row] = await t.sql(
      'select status, carrier_request_id from messaging.sms_verification_request where id = $1',
      [requestId],
    );
    expect(row).toEqual({ status: 'pending', carrier_request_id: null });
    expect((await smsOf(tn))!.sms_enabled).toBe('pending');
  });
});
