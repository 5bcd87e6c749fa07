import type { ApiTokenScope } from '../../../shared/api-token-scope.ts';
import type { MembershipRole } from '../domain/membership.ts';

/** Who holds a session or API token: the user's powers, and their role in the credential's account. */
export interface CredentialHolder {
  userId: number;
  accountId: number;
  brandingId: number;
  role: MembershipRole;
  isEmployee: boolean;
  adminUser: boolean;
  accounting: boolean;
}

export interface HeldSession {
  id: number;
  expiresAt: Date;
  lastSeenAt: Date;
  authenticatedAt: Date | null;
  mfaPassed: boolean;
  holder: CredentialHolder;
}

export interface HeldApiToken {
  id: number;
  expiresAt: Date | null;
  lastUsedAt: Date | null;
  scope: ApiTokenScope;
  holder: CredentialHolder;
}

/**
 * Every request's authentication, read in one statement (docs/adr/0081): the credential by its hash with
 * its user, account and membership. Null when any of them is gone (a user removed from the account
 * authenticates as nobody there).
 */
export interface CredentialHolders {
  sessionByTokenHash(tokenHash: string): Promise<HeldSession | null>;
  apiTokenByHash(tokenHash: string): Promise<HeldApiToken | null>;
}
