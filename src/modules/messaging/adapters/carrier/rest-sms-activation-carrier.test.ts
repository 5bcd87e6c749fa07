import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SmsActivationRefused } from '../../ports/sms-activation-carrier.ts';
import { DEFAULT_SMS_CHECK_MS, RestSmsActivationCarrier } from './rest-sms-activation-carrier.ts';

/** The carrier's API on loopback: keeps each request and answers with `reply`. */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}
const seen: Seen[] = [];
let reply = { status: 200, body: '' };
let server: Server;
let carrier: RestSmsActivationCarrier;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const { method = '', url = '', headers } = request;
      seen.push({
        method,
        url,
        authorization: headers.authorization,
        idempotencyKey: headers['idempotency-key'] as string | undefined,
        body: text ? JSON.parse(text) : null,
      });
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  carrier = new RestSmsActivationCarrier({ baseUrl: `http://127.0.0.1:${port}/api/`, apiKey: 'carrier-key' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  reply = { status: 200, body: '' };
});

const FORM = {
  companyName: 'Acme Plumbing',
  website: 'n/a',
  volume: '1,000',
  message: 'Your plumber arrives at 9.',
  canadaTraffic: 'N' as const,
  category: '2FA',
  type: 'Informational' as const,
  optIn: 'Keyword',
};
const submission = {
  reference: 'numberyard-sms-7',
  tn: '+18002340100',
  kind: 'toll_free' as const,
  form: FORM,
};

describe('RestSmsActivationCarrier', () => {
  it('posts the request with the bearer key and our reference as the idempotency key', async () => {
    reply = { status: 201, body: '{"id":"act-42","checkAfterSeconds":86400}' };
    expect(await carrier.submit(submission)).toEqual({
      carrierRequestId: 'act-42',
      checkAfterMs: 86_400_000,
    });
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/api/sms-activations',
        authorization: 'Bearer carrier-key',
        idempotencyKey: 'numberyard-sms-7',
        body: submission,
      },
    ]);
  });

  it('asks again after an hour when the carrier does not say when', async () => {
    reply = { status: 202, body: '{"id":"act-43"}' };
    expect((await carrier.submit(submission)).checkAfterMs).toBe(DEFAULT_SMS_CHECK_MS);
    reply = { status: 200, body: '{"status":"pending"}' };
    expect(await carrier.decision('act-43')).toEqual({
      status: 'pending',
      checkAfterMs: DEFAULT_SMS_CHECK_MS,
    });
  });

  it('reads the decision of the request by its id', async () => {
    reply = { status: 200, body: '{"status":"approved"}' };
    expect(await carrier.decision('act 44')).toEqual({ status: 'approved' });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/sms-activations/act%2044' });
    reply = { status: 200, body: '{"status":"rejected","reason":"Opt-in not shown"}' };
    expect(await carrier.decision('act-44')).toEqual({ status: 'rejected', reason: 'Opt-in not shown' });
  });

  it('throws SmsActivationRefused with the carrier’s message when it refuses the request (4xx)', async () => {
    reply = { status: 422, body: '{"message":"Number not on this account"}' };
    await expect(carrier.submit(submission)).rejects.toThrow(
      new SmsActivationRefused('Number not on this account'),
    );
  });

  it('throws a plain error (worth retrying) on a 5xx, a 429 or an unknown status', async () => {
    for (const status of [500, 429]) {
      reply = { status, body: 'busy' };
      const failure = carrier.submit(submission);
      await expect(failure).rejects.toThrow(`Carrier failed: HTTP ${status} busy`);
      await expect(failure).rejects.not.toBeInstanceOf(SmsActivationRefused);
    }
    reply = { status: 200, body: '{"status":"lost"}' };
    await expect(carrier.decision('act-45')).rejects.toThrow(/unknown activation status/);
  });
});
