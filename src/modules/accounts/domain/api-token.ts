import type { ApiTokenScope } from '../../../shared/api-token-scope.ts';

export const API_TOKEN_NAME_MAX = 32;

/** A token without an expiry never expires; one with an expiry is dead from that instant on. */
export function apiTokenExpiredAt(expiresAt: Date | null, now: Date): boolean {
  return expiresAt !== null && now >= expiresAt;
}

/** A credential for programs: acts as its user in one account. Only the hash is kept. */
export class ApiToken {
  id!: number;
  userId: number;
  accountId: number;
  name: string;
  tokenHash: string;
  last4: string;
  /** 'read-only' tokens may only read (GET and HEAD); 'full' ones do whatever their user may. */
  scope: ApiTokenScope;
  createdAt: Date;
  /** After this instant the token authenticates as nothing; null: it never expires. */
  expiresAt: Date | null;
  lastUsedAt: Date | null;

  constructor(props: {
    userId: number;
    accountId: number;
    name: string;
    tokenHash: string;
    last4: string;
    scope: ApiTokenScope;
    expiresAt: Date | null;
    now: Date;
  }) {
    this.userId = props.userId;
    this.accountId = props.accountId;
    this.name = props.name;
    this.tokenHash = props.tokenHash;
    this.last4 = props.last4;
    this.scope = props.scope;
    this.expiresAt = props.expiresAt;
    this.createdAt = props.now;
    this.lastUsedAt = null;
  }

  isExpiredAt(now: Date): boolean {
    return apiTokenExpiredAt(this.expiresAt, now);
  }

  rename(name: string): void {
    this.name = name;
  }

  markUsed(now: Date): void {
    this.lastUsedAt = now;
  }
}
