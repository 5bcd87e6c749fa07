/** Every security-relevant event the product records; `event` in the log line and the table. */
export const SECURITY_EVENTS = [
  'security.login.succeeded',
  'security.login.failed',
  'security.mfa.challenged',
  'security.mfa.succeeded',
  'security.mfa.failed',
  'security.password.reset',
  'security.password.changed',
  'security.api_token.created',
  'security.api_token.deleted',
  'security.permission.denied',
] as const;

export type SecurityEventName = (typeof SECURITY_EVENTS)[number];

/** What a caller reports. Never a password, token, code or cookie: ids, emails and reasons only. */
export interface SecurityEvent {
  event: SecurityEventName;
  userId?: number | null;
  email?: string | null;
  accountId?: number | null;
  /** Small facts such as the reason of a failure, a token id, the method and path refused. */
  detail?: Record<string, string | number | boolean | null>;
}

/** A stored event: what was reported plus when, and the request it came from (null for jobs). */
export interface SecurityRecord {
  event: SecurityEventName;
  at: Date;
  userId: number | null;
  email: string | null;
  accountId: number | null;
  ip: string | null;
  requestId: string | null;
  detail: Record<string, string | number | boolean | null>;
}

/** The security event log any module writes to. Recording never fails the caller's work. */
export interface SecurityLog {
  record(event: SecurityEvent): Promise<void>;
}
