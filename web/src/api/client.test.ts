import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { http } from '../../test/msw/handlers.ts';
import { server } from '../../test/msw/server.ts';
import { ApiError, isAuthenticationFailure, isTimeoutError } from './api-error.ts';
import { api, unwrap } from './client.ts';

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('api client', () => {
  it('returns the data of a successful answer', async () => {
    const profile = await unwrap(api.GET('/api/profile'));
    expect(profile.isLoggedIn).toBe(false);
  });

  it('throws the server error shape as an ApiError with status, code and field errors', async () => {
    server.use(
      http.post('/api/session', ({ response }) =>
        response(400).json({
          name: 'BadRequest',
          code: 'validation.invalid',
          message: 'Invalid request.',
          errors: { email: 'Email is required.' },
        }),
      ),
    );

    const error = await failureOf(
      unwrap(api.POST('/api/session', { body: { email: '', password: 'x', remember: false } })),
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      name: 'BadRequest',
      code: 'validation.invalid',
      message: 'Invalid request.',
      errors: { email: 'Email is required.' },
    });
  });

  it('still gives a readable ApiError when the answer is not the error shape', async () => {
    server.use(http.untyped.get('/api/health', () => new HttpResponse('Bad gateway', { status: 502 })));

    const error = await failureOf(unwrap(api.GET('/api/health')));

    expect(error).toMatchObject({ status: 502, name: 'HttpError', code: 'http.502', message: 'Bad gateway' });
  });

  it('reports a network failure as an ApiError with status 0', async () => {
    server.use(http.untyped.get('/api/health', () => HttpResponse.error()));

    const error = await failureOf(unwrap(api.GET('/api/health')));

    expect(error).toMatchObject({ status: 0, name: 'NetworkError', code: 'network' });
  });

  it('recognises timeouts and lost sessions', () => {
    const timeout = new ApiError({
      status: 0,
      name: 'Timeout',
      code: 'timeout',
      message: 'Timeout of 30000ms exceeded calling GET /api/x',
    });
    expect(isTimeoutError(timeout)).toBe(true);
    expect(isTimeoutError(new DOMException('signal timed out', 'TimeoutError'))).toBe(true);
    expect(isTimeoutError(new Error('Not found'))).toBe(false);
    expect(
      isAuthenticationFailure(
        new ApiError({ status: 401, name: 'NotAuthenticated', code: 'auth', message: '' }),
      ),
    ).toBe(true);
    expect(
      isAuthenticationFailure(
        new ApiError({ status: 403, name: 'Forbidden', code: 'forbidden', message: '' }),
      ),
    ).toBe(false);
  });
});
