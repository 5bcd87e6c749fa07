import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './env.ts';
import { validationFailed } from './errors.ts';

/** Every module's routes hang off one of these, so validation failures answer the same 400 everywhere. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return validationFailed(c, result.error);
    },
  });
}
