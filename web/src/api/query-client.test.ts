import { describe, expect, it, vi } from 'vitest';
import { ApiError, hasStatus } from './api-error.ts';
import { inlineErrorText } from './inline-error.ts';
import { createAppQueryClient } from './query-client.ts';

const failure = (status: number) =>
  new ApiError({ status, name: 'X', code: 'x', message: `failed ${status}` });

async function runMutation(meta: Record<string, unknown> | undefined, error: Error) {
  const onGlobalError = vi.fn();
  const client = createAppQueryClient({ onGlobalError, retry: false });
  await client
    .getMutationCache()
    .build(client, {
      mutationFn: () => Promise.reject(error),
      ...(meta ? { meta } : {}),
    })
    .execute(undefined)
    .catch(() => undefined);
  return onGlobalError;
}

describe('query client error routing', () => {
  it('sends failures to the global handler unless the screen shows them', async () => {
    expect(await runMutation(undefined, failure(500))).toHaveBeenCalledOnce();
    expect(await runMutation({ skipGlobalErrorHandler: true }, failure(500))).not.toHaveBeenCalled();
  });

  it('leaves to the screen only the failures its handlesError claims, and the rest to the global handler', async () => {
    const meta = { handlesError: (error: unknown) => hasStatus(error, 400, 409) };

    expect(await runMutation(meta, failure(409))).not.toHaveBeenCalled();
    expect(await runMutation(meta, failure(401))).toHaveBeenCalledOnce();
  });

  it('leaves failures marked errorShownInline to their screen, except a timeout or a lost session', async () => {
    const meta = { errorShownInline: true };
    const timeout = new ApiError({
      status: 0,
      name: 'Timeout',
      code: 'timeout',
      message: 'Timeout of 30000ms exceeded calling GET /api/x',
    });

    expect(await runMutation(meta, failure(422))).not.toHaveBeenCalled();
    expect(await runMutation(meta, failure(500))).not.toHaveBeenCalled();
    expect(await runMutation(meta, failure(401))).toHaveBeenCalledOnce();
    expect(await runMutation(meta, timeout)).toHaveBeenCalledOnce();
  });
});

describe('inline error text', () => {
  it("is the server's message, the fallback when the server sent none, and nothing for what the global handler tells", () => {
    expect(inlineErrorText(failure(403), 'oops')).toBe('failed 403');
    expect(
      inlineErrorText(
        new ApiError({
          status: 502,
          name: 'HttpError',
          code: 'http.502',
          message: 'The server answered 502',
        }),
        'oops',
      ),
    ).toBe('oops');
    expect(inlineErrorText(new Error('boom'), 'oops')).toBe('oops');
    expect(inlineErrorText(failure(401), 'oops')).toBeNull();
    expect(inlineErrorText(null, 'oops')).toBeNull();
  });
});
