const UUID_SEGMENT = /\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?=\/|$)/gi;
/** Paths whose last segment is a one-time secret: sign-in links, password recovery and invitations, API and pages. */
const TOKEN_SEGMENT =
  /^((?:\/api)?\/(?:session|recover|recover-password|invitation|invitation-links)\/)[^/]+/;

/**
 * The request path as the access log may keep it: one-time tokens (a sign-in link, a recovery link) and
 * uuid segments (a guest basket is opened by its uuid alone, docs/adr/0012) are keys, so they are
 * masked like any other credential.
 */
export function loggablePath(path: string): string {
  return path.replace(TOKEN_SEGMENT, '$1[token]').replace(UUID_SEGMENT, '/[uuid]');
}
