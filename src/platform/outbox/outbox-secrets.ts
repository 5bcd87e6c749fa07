/**
 * One-time secrets in the mail and SMS outboxes (docs/adr: one-time secrets in the outboxes). A row
 * flagged `contains_secret` has its body replaced by REDACTED_BODY when it is delivered; one still
 * unredacted after SECRET_RETENTION_MS (never sent: no SMTP, the carrier simulator, or failing) is
 * deleted by a purge every five minutes, so no code or link sits in the database for an hour.
 * Until then the development outboxes show it, which is how a developer signs in without SMTP.
 */
export const SECRET_RETENTION_MS = 50 * 60_000;
export const PURGE_SECRETS_CRON = '*/5 * * * *';
export const REDACTED_BODY = '[Redacted after sending: this message carried a one-time code or link.]';
