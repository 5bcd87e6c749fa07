import type { Invitation } from '../domain/invitation.ts';

/** Invitations to accounts; changes to loaded ones are saved by the use case's flush. */
export interface InvitationRepository {
  add(invitation: Invitation): Promise<Invitation>;
  byHash(tokenHash: string): Promise<Invitation | null>;
  byId(id: number): Promise<Invitation | null>;
  /** An account's invitations nobody accepted yet (pending or expired), newest first. */
  unacceptedOfAccount(
    accountId: number,
    page: { limit: number; offset: number },
  ): Promise<{ data: Invitation[]; total: number }>;
  /** Invitations to this email still open at `now`, in every account. */
  pendingForEmail(email: string, now: Date): Promise<Invitation[]>;
  /** Drops an account's earlier invitation of this email, so a new one replaces it. */
  removeOfAccountForEmail(accountId: number, email: string): Promise<void>;
  remove(invitation: Invitation): Promise<void>;
}
