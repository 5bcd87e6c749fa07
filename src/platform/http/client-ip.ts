import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export interface ClientIpOptions {
  /** TRUST_PROXY: a load balancer in front appends the real client address to X-Forwarded-For. */
  trustProxy: boolean;
}

/**
 * The caller's address, for rate-limit keys and bot checks. Behind a trusted proxy this is the last
 * X-Forwarded-For entry, the one our proxy appended: the entries before it are whatever the client
 * sent and would let anyone pick a fresh address per attempt. Without TRUST_PROXY the header is
 * ignored and the socket address is used; 'unknown' when there is no socket (app.request() in tests).
 */
export function clientIp(c: Context, options: ClientIpOptions = { trustProxy: false }): string {
  if (options.trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return socketAddress(c) ?? 'unknown';
}

/** clientIp with the deployment's TRUST_PROXY setting bound, as handed to modules. */
export function clientIpResolver(options: ClientIpOptions): (c: Context) => string {
  return (c) => clientIp(c, options);
}

function socketAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!env?.incoming && !env?.server?.incoming) return undefined;
  return getConnInfo(c).remote.address;
}
