import type { ApiToken } from '../domain/api-token.ts';
import type { MfaChallenge } from '../domain/mfa-challenge.ts';
import type { MfaMethod } from '../domain/mfa-method.ts';
import type { OneTimeToken } from '../domain/one-time-token.ts';

/** Changes to loaded objects are saved by `flush()` at the end of the use case's transaction. */
export interface MfaMethodRepository {
  ofUser(userId: number): Promise<MfaMethod[]>;
  byId(userId: number, id: number): Promise<MfaMethod | null>;
  add(method: MfaMethod): Promise<MfaMethod>;
  remove(method: MfaMethod): Promise<void>;
  /**
   * Records an accepted TOTP time step in one conditional write, so of two requests with the same
   * code only one succeeds: false when this step (or a later one) was already used.
   */
  claimTotpStep(method: MfaMethod, step: number): Promise<boolean>;
}

export interface MfaChallengeRepository {
  add(challenge: MfaChallenge): Promise<MfaChallenge>;
  /** The newest challenge of this user, method and purpose still open at `now`. */
  latestOpen(
    userId: number,
    methodId: number,
    purpose: MfaChallenge['purpose'],
    now: Date,
  ): Promise<MfaChallenge | null>;
  /** Retires every open code of this user, method and purpose: only the newest code sent works. */
  closeOpen(userId: number, methodId: number, purpose: MfaChallenge['purpose'], now: Date): Promise<void>;
  /** Marks the code used if it still is open, in one conditional write: false for the loser of a race. */
  consume(challenge: MfaChallenge, now: Date): Promise<boolean>;
  /** Counts a wrong try in the database (not a read-modify-write), answering the new count. */
  recordFailure(challenge: MfaChallenge): Promise<number>;
}

export interface ApiTokenRepository {
  byHash(tokenHash: string): Promise<ApiToken | null>;
  byId(accountId: number, userId: number, id: number): Promise<ApiToken | null>;
  /** The tokens of `ids` that still exist (any order), whoever owns them: callers compare the owner. */
  byIds(ids: number[]): Promise<ApiToken[]>;
  list(
    accountId: number,
    userId: number,
    page: { limit: number; offset: number },
  ): Promise<{ data: ApiToken[]; total: number }>;
  add(token: ApiToken): Promise<ApiToken>;
  remove(token: ApiToken): Promise<void>;
  removeAllOfUserInAccount(userId: number, accountId: number): Promise<number>;
  /** Every token of the user in every account (a password reset or an opted-in change); answers how many. */
  removeAllOfUser(userId: number): Promise<number>;
}

export interface OneTimeTokenRepository {
  byHash(tokenHash: string): Promise<OneTimeToken | null>;
  add(token: OneTimeToken): Promise<OneTimeToken>;
  /**
   * Marks the token used if it is still unused and unexpired, in one conditional write: of two
   * concurrent uses exactly one gets true.
   */
  consume(token: OneTimeToken, now: Date): Promise<boolean>;
}

/** Persists whatever the use case changed on loaded objects. */
export interface UnitOfWorkFlush {
  flush(): Promise<void>;
}
