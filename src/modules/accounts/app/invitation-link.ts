import { invitationInvalid } from '../domain/accounts.errors.ts';
import type { MembershipRole } from '../domain/membership.ts';
import type { AccountsDeps } from './deps.ts';
import { companyName } from './invitation-views.ts';
import { nameOf } from './my-invitations.ts';

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

type Deps = Pick<
  AccountsDeps,
  'invitations' | 'users' | 'directory' | 'tokens' | 'rateLimiter' | 'clock' | 'tx'
>;

/** The page behind the mailed link: what is offered, and how to accept it. 410 once it is spent. */
export function makeLookUpInvitationLink({
  invitations,
  users,
  directory,
  tokens,
  rateLimiter,
  clock,
  tx,
}: Deps) {
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
