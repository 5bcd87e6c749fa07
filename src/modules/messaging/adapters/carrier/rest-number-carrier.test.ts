import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CarrierRefusedChange } from '../../ports/number-carrier.ts';
import { RestNumberCarrier } from './rest-number-carrier.ts';

/** The carrier's API on loopback: keeps each request and answers with `reply`. */
interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}
const seen: Seen[] = [];
let reply = { status: 204, body: '', location: '' };
let server: Server;
let carrier: RestNumberCarrier;

beforeAll(async () => {
  server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const { method = '', url = '', headers } = request;
      seen.push({ method, url, authorization: headers.authorization, body: text ? JSON.parse(text) : null });
      response.writeHead(reply.status, reply.location ? { location: reply.location } : {});
      response.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  carrier = new RestNumberCarrier({ baseUrl: `http://127.0.0.1:${port}/api/`, apiKey: 'carrier-key' });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  reply = { status: 204, body: '', location: '' };
});

describe('RestNumberCarrier', () => {
  it('puts the forwarding destination (or null) on the number with the bearer key', async () => {
    await carrier.setForwarding({ tn: '+12012340101', forwardTo: '+19732340142' });
    await carrier.setForwarding({ tn: '+12012340101', forwardTo: null });
    expect(seen).toEqual([
      {
        method: 'PUT',
        url: '/api/numbers/%2B12012340101/forwarding',
        authorization: 'Bearer carrier-key',
        body: { forwardTo: '+19732340142' },
      },
      expect.objectContaining({ body: { forwardTo: null } }),
    ]);
  });

  it('puts the port-out answer under the carrier’s request id', async () => {
    await carrier.answerPortOut({
      carrierRequestId: 'po 7',
      tn: '+12012340101',
      decision: 'refused',
      reason: 'wrong_pin',
    });
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: '/api/port-out-requests/po%207/answer',
      body: { tn: '+12012340101', decision: 'refused', reason: 'wrong_pin' },
    });
  });

  it('throws CarrierRefusedChange with the carrier’s message on a 4xx', async () => {
    reply = { status: 422, body: '{"message":"Destination not reachable"}', location: '' };
    const refusal = carrier.setForwarding({ tn: '+12012340101', forwardTo: '+19732340142' });
    await expect(refusal).rejects.toThrow(new CarrierRefusedChange('Destination not reachable'));
  });

  it('throws a plain error (worth retrying) on a 5xx or 429', async () => {
    for (const status of [500, 503, 429]) {
      reply = { status, body: 'busy', location: '' };
      const failure = carrier.answerPortOut({
        carrierRequestId: 'po-1',
        tn: '+12012340101',
        decision: 'approved',
        reason: null,
      });
      await expect(failure).rejects.toThrow(`Carrier failed: HTTP ${status} busy`);
      await expect(failure).rejects.not.toBeInstanceOf(CarrierRefusedChange);
    }
  });

  it('does not follow a redirect with the key', async () => {
    reply = { status: 307, body: '', location: 'http://127.0.0.1:1/elsewhere' };
    await expect(carrier.setForwarding({ tn: '+12012340101', forwardTo: null })).rejects.toThrow();
    expect(seen).toHaveLength(1);
  });
});
