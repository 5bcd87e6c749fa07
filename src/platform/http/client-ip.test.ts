import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientIp, clientIpResolver } from './client-ip.ts';

function appWith(trustProxy: boolean) {
  const app = new Hono();
  app.get('/ip', (c) => c.text(clientIp(c, { trustProxy })));
  return app;
}

describe('clientIp', () => {
  it('ignores X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const response = await appWith(false).request('/ip', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(await response.text()).toBe('unknown');
  });

  it('takes the entry the trusted proxy appended, not the ones the client wrote', async () => {
    const response = await appWith(true).request('/ip', {
      headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' },
    });
    expect(await response.text()).toBe('203.0.113.9');
  });

  it('answers unknown when there is neither a trusted header nor a socket', async () => {
    expect(await (await appWith(true).request('/ip')).text()).toBe('unknown');
  });

  describe('on a real socket', () => {
    const app = new Hono();
    const ipOf = clientIpResolver({ trustProxy: false });
    app.get('/ip', (c) => c.text(ipOf(c)));
    const server = createAdaptorServer({ fetch: app.fetch });
    let url = '';
    beforeAll(
      () =>
        new Promise<void>((resolve) =>
          server.listen(0, '127.0.0.1', () => {
            const address = server.address() as { port: number };
            url = `http://127.0.0.1:${address.port}/ip`;
            resolve();
          }),
        ),
    );
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('uses the socket address', async () => {
      const response = await fetch(url, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(await response.text()).toBe('127.0.0.1');
    });
  });
});
