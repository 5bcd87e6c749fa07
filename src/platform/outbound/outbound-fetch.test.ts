import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFetch } from './outbound-fetch.ts';

/** A loopback server whose /redirect points at /secret-sink, which records whoever reaches it. */
let server: Server;
let base = '';
const reachedSink: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/redirect') {
      response.writeHead(307, { location: '/secret-sink' });
      return response.end();
    }
    reachedSink.push(request.headers.authorization ?? '');
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('outboundFetch', () => {
  it('fails on a redirect instead of following it with the request’s credentials', async () => {
    await expect(
      outboundFetch(`${base}/redirect`, { method: 'POST', headers: { authorization: 'Bearer key' } }),
    ).rejects.toThrow();
    expect(reachedSink).toEqual([]);
  });

  it('answers a plain response as fetch does', async () => {
    expect((await outboundFetch(`${base}/ok`)).status).toBe(200);
  });
});
