import type { AccountDirectory } from '../ports/account-directory.ts';
import type { ApiTokenRepository } from '../ports/credential-repositories.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { SupportAudit } from '../ports/support-access.ts';
import { accountForSupport, supportNotFound, toSupportMembershipView } from './support-access.ts';

export interface EndSupportDeps {
  directory: AccountDirectory;
  sessions: SessionRepository;
  apiTokens: ApiTokenRepository;
  audit: SupportAudit;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * DELETE /api/admin/accounts/{accountId}/support: the staff user's support membership ends, and with it their
 * sessions switched into the account and the API tokens they made there. 404 when they have none.
 */
export function makeEndSupport({ directory, sessions, apiTokens, audit, tx }: EndSupportDeps) {
  return async function endSupport(input: { staffUserId: number; accountId: number }): Promise<void> {
    await tx(async () => {
      const account = await accountForSupport(directory, input.accountId);
      const membership = await directory.membership(input.staffUserId, account.id);
      if (!membership?.support) throw supportNotFound();
      const before = toSupportMembershipView(account, membership);
      await directory.removeMembership(membership);
      await sessions.removeOfUserInAccount(input.staffUserId, account.id);
      await apiTokens.removeAllOfUserInAccount(input.staffUserId, account.id);
      await audit.record({
        actorUserId: input.staffUserId,
        action: 'supportAccess.end',
        subject: `account:${account.id}`,
        before,
        after: null,
      });
    });
  };
}
