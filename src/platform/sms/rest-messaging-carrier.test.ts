import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RestMessagingCarrier } from './rest-messaging-carrier.ts';

/** A loopback stand-in for the carrier's API: records requests and answers what the test set. */
let server: Server;
let baseUrl = '';
let answer: { status: number; body: string; location?: string } = { status: 201, body: '{"id":"msg-1"}' };
const received: Array<{ method: string; path: string; headers: IncomingHttpHeaders; body: unknown }> = [];

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({
      method: request.method!,
      path: request.url!,
      headers: request.headers,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null'),
    });
    response.writeHead(answer.status, {
      'content-type': 'application/json',
      ...(answer.location ? { location: answer.location } : {}),
    });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v2/`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received.length = 0;
  answer = { status: 201, body: '{"id":"msg-1"}' };
});

const carrier = () => new RestMessagingCarrier({ baseUrl, apiKey: 'key-123' });

describe('RestMessagingCarrier', () => {
  it('posts {from,to,text} as JSON to /messages with the bearer key and answers the carrier id', async () => {
    const result = await carrier().sendMessage({
      from: '+15550001111',
      to: '+15552223333',
      text: 'Code 123456',
    });
    expect(result).toEqual({ messageId: 'msg-1' });
    expect(received[0]).toMatchObject({
      method: 'POST',
      path: '/v2/messages',
      headers: { authorization: 'Bearer key-123', 'content-type': 'application/json' },
      body: { from: '+15550001111', to: '+15552223333', text: 'Code 123456' },
    });
  });

  it('sends a null sender when the product has no number of its own', async () => {
    await carrier().sendMessage({ from: null, to: '+15552223333', text: 'hi' });
    expect(received[0]!.body).toEqual({ from: null, to: '+15552223333', text: 'hi' });
  });

  it('throws on a redirect instead of sending the key on to where it points', async () => {
    answer = { status: 308, body: '', location: '/v2/elsewhere' };
    await expect(carrier().sendMessage({ from: null, to: '+15552223333', text: 'hi' })).rejects.toThrow();
    expect(received.map((request) => request.path)).toEqual(['/v2/messages']);
  });

  it('throws with the status when the carrier refuses', async () => {
    answer = { status: 422, body: '{"error":"invalid destination"}' };
    await expect(carrier().sendMessage({ from: null, to: 'x', text: 'hi' })).rejects.toThrow(
      /HTTP 422 .*invalid destination/,
    );
  });

  it('throws when the carrier answers without an id', async () => {
    answer = { status: 200, body: '{}' };
    await expect(carrier().sendMessage({ from: null, to: 'x', text: 'hi' })).rejects.toThrow(/message id/);
  });
});
