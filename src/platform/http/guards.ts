import type { Context } from 'hono';
import { DomainError } from '../../shared/domain-error.ts';
import { assertRecentSignIn } from '../../shared/recent-sign-in.ts';
import type { Clock } from '../clock/clock.ts';
import { type Caller, isMember, type MemberCaller } from './caller.ts';
import type { AppEnv } from './env.ts';

export function notAuthenticated(): DomainError {
  return new DomainError('not_authenticated', 'auth.required', 'You must be signed in to do this.');
}

export function forbidden(message = 'You are not allowed to do this.'): DomainError {
  return new DomainError('forbidden', 'auth.forbidden', message);
}

/** The signed-in caller, or 401. */
export function requireMember(c: Context<AppEnv>): MemberCaller {
  const caller: Caller = c.get('caller');
  if (!isMember(caller)) throw notAuthenticated();
  return caller;
}

/** Account admins (and staff acting for them), or 403. */
export function requireAccountAdmin(c: Context<AppEnv>): MemberCaller {
  const caller = requireMember(c);
  if (caller.role !== 'admin' && !caller.isEmployee) throw forbidden();
  return caller;
}

/**
 * Employees and admin users (staff screens), or 403: in a web session only (never an API token), and
 * with STAFF_REQUIRE_MFA (production's default) only in a session opened with an MFA code.
 */
export function requireStaff(c: Context<AppEnv>): MemberCaller {
  const caller = requireMember(c);
  const refusal = staffRefusal(c, caller);
  if (refusal) throw refusal;
  return caller;
}

/** Whether requireStaff would let the caller through, for answers that only add detail for staff. */
export function mayUseStaffTools(c: Context<AppEnv>): boolean {
  const caller = c.get('caller');
  return isMember(caller) && staffRefusal(c, caller) === null;
}

function staffRefusal(c: Context<AppEnv>, caller: MemberCaller): DomainError | null {
  if (!caller.isEmployee && !caller.adminUser) return forbidden();
  if (caller.via !== 'session')
    return forbidden('API tokens cannot use staff tools; sign in to the web site.');
  if (c.get('staffRequireMfa') && !caller.mfaPassed)
    return new DomainError(
      'forbidden',
      'auth.mfa_required',
      'Staff tools need a sign-in with a verification code. Add an MFA method, then sign in again.',
    );
  return null;
}

/** Web sessions only: an API token may not manage credentials. */
export function requireSession(c: Context<AppEnv>): MemberCaller {
  const caller = requireMember(c);
  if (caller.via !== 'session') throw forbidden('API tokens cannot do this; sign in to the web site.');
  return caller;
}

/** Account admins on the web only: who may use an account is never managed with an API token. */
export function requireSessionAdmin(c: Context<AppEnv>): MemberCaller {
  requireSession(c);
  return requireAccountAdmin(c);
}

/**
 * For sensitive changes in any module: a web session whose user proved who they are within 15
 * minutes (POST /api/session/reauthenticate renews it), else 403 auth.recent_sign_in_required.
 */
export function requireRecentSignIn(c: Context<AppEnv>, clock: Clock): MemberCaller {
  const caller = requireSession(c);
  assertRecentSignIn(caller.authenticatedAt, clock.now());
  return caller;
}
