const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Keep me logged in: 30 days. Otherwise 2 hours idle and 12 hours at most. */
export const SESSION_LIFETIME = {
  rememberedMs: 30 * DAY,
  idleMs: 2 * HOUR,
  maxMs: 12 * HOUR,
} as const;

/** A session stands until its expiry (which activity slides, within SESSION_LIFETIME). */
export function sessionActiveAt(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** A signed-in browser. Only the hash of its token is stored. */
export class Session {
  id!: number;
  tokenHash: string;
  userId: number;
  accountId: number;
  remember: boolean;
  createdAt: Date;
  lastSeenAt: Date;
  /**
   * When the user last proved who they are (password or MFA); guards sensitive changes. Null for a
   * session opened from a one-time login link: holding a link is not knowing the password.
   */
  authenticatedAt: Date | null;
  expiresAt: Date;
  /** Opened with an MFA code, not the password alone: staff routes may ask for it (STAFF_REQUIRE_MFA). */
  mfaPassed: boolean;
  /** The browser and address it was opened (or last rotated) from, for the list of signed-in devices. */
  userAgent: string | null;
  ip: string | null;

  constructor(props: {
    tokenHash: string;
    userId: number;
    accountId: number;
    remember: boolean;
    now: Date;
    mfaPassed?: boolean;
    /** 'credentials': password (and MFA) just checked; 'login-link': a one-time link was exchanged. */
    openedWith: 'credentials' | 'login-link';
    device?: SessionDevice;
  }) {
    this.tokenHash = props.tokenHash;
    this.userId = props.userId;
    this.accountId = props.accountId;
    this.remember = props.remember;
    this.createdAt = props.now;
    this.lastSeenAt = props.now;
    this.authenticatedAt = props.openedWith === 'credentials' ? props.now : null;
    this.expiresAt = expiryAfterActivity(props.now, props.now, props.remember);
    this.mfaPassed = props.mfaPassed ?? false;
    this.userAgent = clip(props.device?.userAgent, USER_AGENT_MAX);
    this.ip = clip(props.device?.ip, IP_MAX);
  }

  isActiveAt(now: Date): boolean {
    return sessionActiveAt(this.expiresAt, now);
  }

  /** Activity slides the idle window forward, never past the absolute limit. */
  touch(now: Date): void {
    this.lastSeenAt = now;
    this.expiresAt = expiryAfterActivity(this.createdAt, now, this.remember);
  }

  /** Moving to another account changes what the cookie grants, so it gets a new token too. */
  switchAccount(accountId: number, rotation: SessionRotation): void {
    this.accountId = accountId;
    this.rotate(rotation);
  }

  /** The user just proved who they are again (password or MFA): a new token, the old one dies. */
  confirmIdentity(rotation: SessionRotation): void {
    this.authenticatedAt = rotation.now;
    this.rotate(rotation);
  }

  isOf(userId: number): boolean {
    return this.userId === userId;
  }

  private rotate({ tokenHash, now, device }: SessionRotation): void {
    this.tokenHash = tokenHash;
    if (device) {
      this.userAgent = clip(device.userAgent, USER_AGENT_MAX);
      this.ip = clip(device.ip, IP_MAX);
    }
    this.touch(now);
  }
}

export interface SessionDevice {
  userAgent?: string | null | undefined;
  ip?: string | null | undefined;
}

export interface SessionRotation {
  /** Hash of the new token; the old token stops matching at once. */
  tokenHash: string;
  now: Date;
  device?: SessionDevice;
}

const USER_AGENT_MAX = 512;
const IP_MAX = 64;

const clip = (value: string | null | undefined, max: number): string | null =>
  value ? value.slice(0, max) : null;

function expiryAfterActivity(createdAt: Date, now: Date, remember: boolean): Date {
  if (remember) return new Date(createdAt.getTime() + SESSION_LIFETIME.rememberedMs);
  const idle = now.getTime() + SESSION_LIFETIME.idleMs;
  const absolute = createdAt.getTime() + SESSION_LIFETIME.maxMs;
  return new Date(Math.min(idle, absolute));
}
