import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineListResource, toListResponse } from '../../shared/list-query.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logging/logger.ts';
import { createHttpApp } from './app.ts';

const people = defineListResource({
  fields: { name: { type: 'string' }, age: { type: 'integer' } },
  defaultSort: { name: 1 },
});

function appWith(env: Record<string, string> = {}) {
  return createHttpApp({
    bodyLimits: { '/api/slow-upload': 64 * 1024 * 1024 },
    config: loadConfig({
      NODE_ENV: 'test',
      SERVE_WEB: 'false',
      WIDGET_ORIGINS: 'https://broker.example',
      ...env,
    }),
    logger: createLogger('silent'),
    authenticator: {
      fromSessionToken: async () => null,
      fromApiToken: async () => null,
      stillValid: async (callers) => callers.map(() => false),
    },
    brands: { brandForHost: () => 1, isKnownBrand: (id) => id === 1 || id === 2 },
    mounts: [
      (app) => {
        app.get('/api/people', (c) => {
          const query = people.parse(c.req.queries());
          return c.json(toListResponse([], 0, query));
        });
        app.get('/api/slow', () => new Promise<Response>(() => {}));
        app.get('/api/slow-upload', () => new Promise<Response>(() => {}));
      },
    ],
  }).app;
}

afterEach(() => vi.useRealTimers());

describe('the HTTP app', () => {
  it('answers an unknown list operator with 400 naming the offending key', async () => {
    const response = await appWith().request('http://localhost/api/people?age[$regex]=1');
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body).toMatchObject({ name: 'BadRequest', code: 'list.invalid_query' });
    expect(Object.keys(body.errors)).toContain('age[$regex]');
  });

  it('answers an unknown list field with 400 instead of passing it to SQL', async () => {
    const response = await appWith().request('http://localhost/api/people?password[$ne]=x');
    expect(response.status).toBe(400);
  });

  it('answers a valid list query in the list shape', async () => {
    const response = await appWith().request('http://localhost/api/people?age[$gte]=18&$limit=5');
    expect(await response.json()).toEqual({ data: [], total: 0, limit: 5, skip: 0 });
  });

  it('gives up on a request after the configured timeout with the spec’s timeout wording', async () => {
    vi.useFakeTimers();
    const pending = appWith({ REQUEST_TIMEOUT_MS: '1000' }).request('http://localhost/api/slow');
    await vi.advanceTimersByTimeAsync(1000);
    const response = await pending;
    expect(response.status).toBe(504);
    expect((await response.json()).message).toMatch(/^Timeout of 1000ms exceeded calling GET \/api\/slow/);
  });

  it('gives a path that takes large bodies (an upload) ten request timeouts', async () => {
    vi.useFakeTimers();
    let answered = false;
    const pending = Promise.resolve(
      appWith({ REQUEST_TIMEOUT_MS: '1000' }).request('http://localhost/api/slow-upload'),
    ).then((response) => {
      answered = true;
      return response;
    });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await pending).status).toBe(504);
  });

  it('allows CORS for a configured widget origin without credentials', async () => {
    const response = await appWith().request('http://localhost/api/people', {
      headers: { origin: 'https://broker.example' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe('https://broker.example');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('sends the API-docs page with the Swagger UI served from our own origin', async () => {
    const response = await appWith().request('http://localhost/api/docs/assets/swagger-ui-bundle.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
  });
});

describe('body limits', () => {
  const app = createHttpApp({
    config: loadConfig({ NODE_ENV: 'test', SERVE_WEB: 'false', BODY_LIMIT_BYTES: '2048' }),
    logger: createLogger('silent'),
    authenticator: {
      fromSessionToken: async () => null,
      fromApiToken: async () => null,
      stillValid: async (callers) => callers.map(() => false),
    },
    brands: { brandForHost: () => 1, isKnownBrand: (id) => id === 1 },
    bodyLimits: { '/api/big': 8192 },
    mounts: [
      (api) => {
        api.post('/api/big', async (c) => c.json({ length: (await c.req.text()).length }));
        api.post('/api/small', async (c) => c.json({ length: (await c.req.text()).length }));
      },
    ],
  }).app;
  const post = (path: string, bytes: number) =>
    app.request(`http://localhost:3000${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(bytes) }),
    });

  it('lets a path with its own limit take a body over the default, and refuses others with 413', async () => {
    expect((await post('/api/big', 4000)).status).toBe(200);
    expect((await post('/api/big', 9000)).status).toBe(413);
    const small = await post('/api/small', 4000);
    expect(small.status).toBe(413);
    expect((await small.json()).message).toBe('The request body is larger than 2048 bytes.');
  });
});
