import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { UnavailableError } from '../../shared/domain-error.ts';
import type { AppEnv } from './env.ts';
import { fieldErrors, handleError } from './errors.ts';

describe('fieldErrors', () => {
  it('keeps a field named __proto__ as an ordinary key', () => {
    const error = new ZodError([
      { code: 'custom', path: ['__proto__'], message: 'Unknown field.', input: 1 },
      { code: 'custom', path: ['constructor'], message: 'Unknown field.', input: 1 },
    ]);
    expect(JSON.stringify(fieldErrors(error))).toBe(
      '{"__proto__":"Unknown field.","constructor":"Unknown field."}',
    );
  });
});

describe('handleError', () => {
  it("answers an 'unavailable' domain error with 503 in the one error shape", async () => {
    const app = new Hono<AppEnv>();
    app.get('/', () => {
      throw new UnavailableError('tax.unavailable', 'Try again in a few minutes.');
    });
    app.onError(handleError);
    const response = await app.request('/');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      name: 'Unavailable',
      message: 'Try again in a few minutes.',
      code: 'tax.unavailable',
    });
  });
});
