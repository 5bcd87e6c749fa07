import type { MembershipRole } from './membership.ts';
import { normaliseEmail } from './user.ts';

/** An invitation link works for seven days; inviting the same email again replaces it. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;

export type InvitationStatus = 'pending' | 'expired' | 'accepted';

/**
 * An account admin's offer of a role in their account to an email address. Nobody joins until the
 * invitee accepts, signed in as that email or (for a new person) by choosing a password from the
 * link. Names are what the admin typed, never the invitee's own profile. Only the link's hash is kept.
 */
export class Invitation {
  id!: number;
  accountId: number;
  email: string;
  firstName: string;
  lastName: string;
  role: MembershipRole;
  tokenHash: string;
  invitedByUserId: number;
  createdAt: Date;
  expiresAt: Date;
  acceptedAt: Date | null;

  constructor(props: {
    accountId: number;
    email: string;
    firstName: string;
    lastName: string;
    role: MembershipRole;
    tokenHash: string;
    invitedByUserId: number;
    now: Date;
  }) {
    this.accountId = props.accountId;
    this.email = normaliseEmail(props.email);
    this.firstName = props.firstName.trim();
    this.lastName = props.lastName.trim();
    this.role = props.role;
    this.tokenHash = props.tokenHash;
    this.invitedByUserId = props.invitedByUserId;
    this.createdAt = props.now;
    this.expiresAt = new Date(props.now.getTime() + INVITATION_TTL_MS);
    this.acceptedAt = null;
  }

  statusAt(now: Date): InvitationStatus {
    if (this.acceptedAt) return 'accepted';
    return now < this.expiresAt ? 'pending' : 'expired';
  }

  isFor(email: string): boolean {
    return this.email === normaliseEmail(email);
  }

  accept(now: Date): void {
    this.acceptedAt = now;
  }
}
