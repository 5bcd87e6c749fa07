import type { Account } from '../domain/account.ts';
import type { Invitation, InvitationStatus } from '../domain/invitation.ts';
import type { MembershipRole } from '../domain/membership.ts';

/** What the inviting admin sees: only what they typed, never the invitee's own profile. */
export interface AccountInvitationView {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  role: MembershipRole;
  status: InvitationStatus;
  createdAt: string;
  expiresAt: string;
}

export const toAccountInvitationView = (invitation: Invitation, now: Date): AccountInvitationView => ({
  id: invitation.id,
  email: invitation.email,
  firstName: invitation.firstName,
  lastName: invitation.lastName,
  role: invitation.role,
  status: invitation.statusAt(now),
  createdAt: invitation.createdAt.toISOString(),
  expiresAt: invitation.expiresAt.toISOString(),
});

/** What the invitee sees: which account, which role, from whom, until when. */
export interface ReceivedInvitationView {
  id: number;
  accountId: number;
  company: string;
  role: MembershipRole;
  invitedBy: string;
  expiresAt: string;
}

/** Who sent an invitation, as the invitee reads it. */
export const nameOf = (user: { firstName: string; lastName: string } | null) =>
  user ? `${user.firstName} ${user.lastName}`.trim() : 'An admin';

export const companyName = (account: Account) => account.company || `Account ${account.id}`;

export const toReceivedInvitationView = (
  invitation: Invitation,
  account: Account,
  invitedBy: string,
): ReceivedInvitationView => ({
  id: invitation.id,
  accountId: account.id,
  company: companyName(account),
  role: invitation.role,
  invitedBy,
  expiresAt: invitation.expiresAt.toISOString(),
});
