import { describe, expect, it, vi } from 'vitest';
import { ApiError, hasStatus } from './api-error.ts';
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
});
