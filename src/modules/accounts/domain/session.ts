const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Keep me logged in: 30 days. Otherwise 2 hours idle and 12 hours at most. */
export const SESSION_LIFETIME = {
  rememberedMs: 30 * DAY,
  idleMs: 2 * HOUR,
  maxMs: 12 * HOUR,
} as const;

/** A signed-in browser. Only the hash of its token is stored. */
export class Session {
  id!: number;
  tokenHash: string;
  userId: number;
  accountId: number;
  remember: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  /** When the user last proved who they are (password or MFA); guards sensitive changes. */
  authenticatedAt: Date;
  expiresAt: Date;
  /** Opened with an MFA code, not the password alone: staff routes may ask for it (STAFF_REQUIRE_MFA). */
  mfaPassed: boolean;

  constructor(props: {
    tokenHash: string;
    userId: number;
    accountId: number;
    remember: boolean;
    now: Date;
    mfaPassed?: boolean;
  }) {
    this.tokenHash = props.tokenHash;
    this.userId = props.userId;
    this.accountId = props.accountId;
    this.remember = props.remember;
    this.createdAt = props.now;
    this.lastSeenAt = props.now;
    this.authenticatedAt = props.now;
    this.expiresAt = expiryAfterActivity(props.now, props.now, props.remember);
    this.mfaPassed = props.mfaPassed ?? false;
  }

  isActiveAt(now: Date): boolean {
    return now.getTime() < this.expiresAt.getTime();
  }

  /** Activity slides the idle window forward, never past the absolute limit. */
  touch(now: Date): void {
    this.lastSeenAt = now;
    this.expiresAt = expiryAfterActivity(this.createdAt, now, this.remember);
  }

  switchAccount(accountId: number): void {
    this.accountId = accountId;
  }

  /** The user just proved who they are again (password or MFA). */
  confirmIdentity(now: Date): void {
    this.authenticatedAt = now;
    this.touch(now);
  }
}

function expiryAfterActivity(createdAt: Date, now: Date, remember: boolean): Date {
  if (remember) return new Date(createdAt.getTime() + SESSION_LIFETIME.rememberedMs);
  const idle = now.getTime() + SESSION_LIFETIME.idleMs;
  const absolute = createdAt.getTime() + SESSION_LIFETIME.maxMs;
  return new Date(Math.min(idle, absolute));
}
