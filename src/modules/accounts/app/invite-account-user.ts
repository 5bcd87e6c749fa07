import type { Clock } from '../../../platform/clock/clock.ts';
import type { MemberCaller } from '../../../platform/http/caller.ts';
import { accountUserNotFound, alreadyMember } from '../domain/accounts.errors.ts';
import { Invitation } from '../domain/invitation.ts';
import type { MembershipRole } from '../domain/membership.ts';
import { normaliseEmail } from '../domain/user.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';
import type { Notifier } from '../ports/notifier.ts';
import type { TokenVault } from '../ports/secrets.ts';
import type { RateLimiter } from '../ports/security.ts';
import type { UserRepository } from '../ports/user-repository.ts';
import {
  type AccountInvitationView,
  companyName,
  nameOf,
  toAccountInvitationView,
} from './invitation-views.ts';

export const INVITES_PER_ACCOUNT_PER_HOUR = 30;

export interface InviteInput {
  email: string;
  firstName: string;
  lastName: string;
  role: MembershipRole;
}

export interface InviteAccountUserDeps {
  invitations: InvitationRepository;
  users: UserRepository;
  directory: AccountDirectory;
  tokens: TokenVault;
  notifier: Notifier;
  rateLimiter: RateLimiter;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where links in emails point, e.g. https://numberyard.example. */
  publicUrl: string;
}

/**
 * An admin invites an email to the account. Nobody joins yet: the invitee accepts from the mailed
 * link. The answer and the mail are the same whether or not the email has a login, so the form
 * cannot be used to find out who has one; only a current member of this account is refused (409).
 */
export function makeInviteAccountUser(deps: InviteAccountUserDeps) {
  const { invitations, users, directory, tokens, notifier, rateLimiter, clock, tx, publicUrl } = deps;

  return async function inviteAccountUser(
    caller: MemberCaller,
    input: InviteInput,
  ): Promise<AccountInvitationView> {
    const now = clock.now();
    await rateLimiter.hit(
      [
        {
          key: `invite:account:${caller.accountId}`,
          limit: INVITES_PER_ACCOUNT_PER_HOUR,
          windowMs: 60 * 60_000,
        },
      ],
      now,
    );
    const email = normaliseEmail(input.email);
    return tx(async () => {
      const account = await directory.accountById(caller.accountId);
      if (!account) throw accountUserNotFound();
      const existing = await users.byEmail(email);
      if (existing && (await directory.membership(existing.id, caller.accountId))) throw alreadyMember();
      await invitations.removeOfAccountForEmail(caller.accountId, email);
      const token = tokens.newToken();
      const invitation = await invitations.add(
        new Invitation({
          ...input,
          email,
          accountId: caller.accountId,
          tokenHash: tokens.digest(token),
          invitedByUserId: caller.userId,
          now,
        }),
      );
      const from = nameOf(await users.byId(caller.userId));
      const company = companyName(account);
      await notifier.email({
        to: email,
        subject: `You are invited to ${company} on Numberyard`,
        text: [
          `${from} invited you to use ${company} on Numberyard as ${input.role === 'admin' ? 'an admin' : 'a user'}.`,
          '',
          `Open this link within 7 days to accept: ${publicUrl}/invitation/${token}`,
          '',
          'If you did not expect it, ignore this email: nothing changes until you accept.',
        ].join('\n'),
        category: 'invite',
        secret: true,
      });
      return toAccountInvitationView(invitation, now);
    });
  };
}
