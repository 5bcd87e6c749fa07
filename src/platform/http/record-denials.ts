import type { MiddlewareHandler } from 'hono';
import type { SecurityLog } from '../security-log/security-log.ts';
import type { AppEnv } from './env.ts';
import { loggablePath } from './loggable-path.ts';

/**
 * Every 403 the API answers becomes a `security.permission.denied` record, whichever guard or
 * domain rule refused: errors are mapped to responses below this middleware, so it sees them all.
 */
export function recordDenials(securityLog: SecurityLog): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status !== 403) return;
    const caller = c.get('caller');
    const member = caller?.kind === 'member' ? caller : undefined;
    const code = await c.res
      .clone()
      .json()
      .then((body: { code?: unknown }) => (typeof body.code === 'string' ? body.code : null))
      .catch(() => null);
    await securityLog.record({
      event: 'security.permission.denied',
      userId: member?.userId ?? null,
      accountId: member?.accountId ?? null,
      detail: {
        method: c.req.method,
        path: loggablePath(c.req.path),
        code,
        via: member?.via ?? 'guest',
        ...(member?.via === 'token' ? { apiTokenId: member.credentialId } : {}),
      },
    });
  };
}
