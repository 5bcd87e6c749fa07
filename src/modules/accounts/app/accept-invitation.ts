import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { DomainError } from '../../../shared/domain-error.ts';
import {
  invitationForAnotherEmail,
  invitationInvalid,
  invitationLoginRequired,
  invitationNotFound,
} from '../domain/accounts.errors.ts';
import type { Invitation } from '../domain/invitation.ts';
import { Membership } from '../domain/membership.ts';
import { User } from '../domain/user.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { UnitOfWorkFlush } from '../ports/credential-repositories.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { RateLimiter } from '../ports/security.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { companyName } from './invitation-views.ts';
import { INVITATION_LINK_LIMIT } from './look-up-invitation-link.ts';
import { type HashNewPasswordDeps, makeHashNewPassword } from './new-password.ts';

export interface AcceptedInvitation {
  accountId: number;
  company: string;
  email: string;
  /** True when accepting created the login: the new user signs in next. */
  createdLogin: boolean;
}

export type AcceptInvitationInput =
  /** From the account area: the caller's own invitation, by id. */
  | { caller: MemberCaller; id: number }
  /** From the mailed link: signed in as the invitee, or a new person choosing a password. */
  | { caller: MemberCaller | null; token: string; ip: string; password?: string; confirmPassword?: string };

const passwordProblem = (field: string, message: string) =>
  new DomainError('validation', 'accounts.invitation_password', message, { errors: { [field]: message } });

export interface AcceptInvitationDeps extends HashNewPasswordDeps {
  invitations: InvitationRepository;
  users: UserRepository;
  directory: AccountDirectory;
  tokens: TokenVault;
  rateLimiter: RateLimiter;
  unitOfWork: UnitOfWorkFlush;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The invitee accepts: they join the account with the invited role, and the link is spent. */
export function makeAcceptInvitation(deps: AcceptInvitationDeps) {
  const { invitations, users, directory, tokens, rateLimiter, unitOfWork, clock, tx } = deps;
  const hashNewPassword = makeHashNewPassword(deps);

  async function join(invitation: Invitation, user: User, createdLogin: boolean, now: Date) {
    if (!(await directory.membership(user.id, invitation.accountId))) {
      await directory.addMembership(
        new Membership({ userId: user.id, accountId: invitation.accountId, role: invitation.role }),
      );
    }
    invitation.accept(now);
    await unitOfWork.flush();
    const account = await directory.accountById(invitation.accountId);
    return {
      accountId: invitation.accountId,
      company: account ? companyName(account) : '',
      email: user.email,
      createdLogin,
    };
  }

  return async function acceptInvitation(input: AcceptInvitationInput): Promise<AcceptedInvitation> {
    const now = clock.now();
    const byLink = 'token' in input;
    if (byLink) {
      await rateLimiter.hit([{ key: `invitation-link:ip:${input.ip}`, ...INVITATION_LINK_LIMIT }], now);
    }
    // Hashing is slow: done before the transaction, only when a new person sets a password.
    let passwordHash: string | undefined;
    if (byLink && !input.caller && input.password !== undefined) {
      if (input.confirmPassword !== undefined && input.confirmPassword !== input.password)
        throw passwordProblem('confirmPassword', "Password and Confirm password don't match.");
      passwordHash = await hashNewPassword(input.password);
    }
    return tx(async () => {
      const invitation = byLink
        ? await invitations.byHash(tokens.digest(input.token))
        : await invitations.byId(input.id);
      if (!invitation) throw byLink ? invitationInvalid() : invitationNotFound();
      if (invitation.statusAt(now) !== 'pending') throw invitationInvalid();

      if (input.caller) {
        const user = await users.byId(input.caller.userId);
        if (!user || !invitation.isFor(user.email)) {
          throw byLink ? invitationForAnotherEmail() : invitationNotFound();
        }
        return join(invitation, user, false, now);
      }
      if (await users.byEmail(invitation.email)) throw invitationLoginRequired(invitation.email);
      if (!passwordHash) throw passwordProblem('password', 'Password is empty.');
      const user = await users.add(
        new User({
          email: invitation.email,
          firstName: invitation.firstName,
          lastName: invitation.lastName,
          passwordHash,
          createdAt: now,
        }),
      );
      return join(invitation, user, true, now);
    });
  };
}
