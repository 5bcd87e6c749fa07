import type { Clock } from '../../../platform/clock/clock.ts';
import { invitationInvalid } from '../domain/accounts.errors.ts';
import type { MembershipRole } from '../domain/membership.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { RateLimiter } from '../ports/security.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import { companyName, nameOf } from './invitation-views.ts';

export interface InvitationLinkView {
  company: string;
  role: MembershipRole;
  email: string;
  invitedBy: string;
  expiresAt: string;
  /** Whether the email already has a login: then the invitee signs in to accept, else chooses a password. */
  hasLogin: boolean;
}

/** Opening and accepting invitation links, per address: enough for people, too few to guess links. */
export const INVITATION_LINK_LIMIT = { limit: 60, windowMs: 15 * 60_000 };

export interface LookUpInvitationLinkDeps {
  invitations: InvitationRepository;
  users: UserRepository;
  directory: AccountDirectory;
  tokens: TokenVault;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/** The page behind the mailed link: what is offered, and how to accept it. 410 once it is spent. */
export function makeLookUpInvitationLink({
  invitations,
  users,
  directory,
  tokens,
  rateLimiter,
  clock,
  tx,
}: LookUpInvitationLinkDeps) {
  return async function lookUpInvitationLink(input: {
    token: string;
    ip: string;
  }): Promise<InvitationLinkView> {
    const now = clock.now();
    await rateLimiter.hit([{ key: `invitation-link:ip:${input.ip}`, ...INVITATION_LINK_LIMIT }], now);
    return tx(async () => {
      const invitation = await invitations.byHash(tokens.digest(input.token));
      if (invitation?.statusAt(now) !== 'pending') throw invitationInvalid();
      const [account, inviter, login] = await Promise.all([
        directory.accountById(invitation.accountId),
        users.byId(invitation.invitedByUserId),
        users.byEmail(invitation.email),
      ]);
      if (!account) throw invitationInvalid();
      return {
        company: companyName(account),
        role: invitation.role,
        email: invitation.email,
        invitedBy: nameOf(inviter),
        expiresAt: invitation.expiresAt.toISOString(),
        hasLogin: login !== null,
      };
    });
  };
}
