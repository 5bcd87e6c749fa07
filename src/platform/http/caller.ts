import type { ApiTokenScope } from '../../shared/api-token-scope.ts';

/** Who is calling, resolved once per request from the session cookie or an API token. */
export type Caller = GuestCaller | MemberCaller;

export interface GuestCaller {
  kind: 'guest';
  brandingId: number;
}

export interface MemberCaller {
  kind: 'member';
  userId: number;
  accountId: number;
  brandingId: number;
  role: 'admin' | 'user';
  isEmployee: boolean;
  adminUser: boolean;
  accounting: boolean;
  /** 'session' for the web's cookie, 'token' for an API token's bearer header. */
  via: 'session' | 'token';
  /** For API tokens only: a 'read-only' token may use GET and HEAD alone (enforced in authenticate). */
  tokenScope?: ApiTokenScope;
  /** Id of the session or API token that authenticated the call. */
  credentialId: number;
  /** When the caller last proved who they are (password or MFA), for recent-sign-in guards. */
  authenticatedAt: Date;
  /** The session was opened with an MFA code (always false for API tokens). */
  mfaPassed: boolean;
}

export const isMember = (caller: Caller): caller is MemberCaller => caller.kind === 'member';
export const isStaff = (caller: Caller): boolean =>
  isMember(caller) && (caller.isEmployee || caller.adminUser);

/** The port the accounts module implements so the HTTP platform can authenticate requests. */
export interface Authenticator {
  fromSessionToken(token: string, brandingId: number): Promise<MemberCaller | null>;
  fromApiToken(token: string): Promise<MemberCaller | null>;
  /**
   * Whether each caller's session or token still stands (for streams that outlive their request), in the
   * callers' order: one call for all the open streams of a process.
   */
  stillValid(callers: MemberCaller[]): Promise<boolean[]>;
}

/** Chooses the brand of a request from its host, or a development override. */
export interface BrandResolver {
  brandForHost(host: string): number;
  isKnownBrand(brandingId: number): boolean;
}
