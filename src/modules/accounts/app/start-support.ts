import { isUniqueViolation } from '../../../platform/db/unique-violation.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { SupportAudit } from '../ports/support-access.ts';
import {
  accountForSupport,
  customerMembership,
  newSupportMembership,
  type SupportMembershipView,
  toSupportMembershipView,
} from './support-access.ts';

export interface StartSupportDeps {
  directory: AccountDirectory;
  audit: SupportAudit;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

/**
 * POST /api/admin/accounts/{accountId}/support: the staff user's support membership in the account (admin role),
 * made once; asking again answers the one there is. Audited when made.
 */
export function makeStartSupport({ directory, audit, tx }: StartSupportDeps) {
  const start = (input: { staffUserId: number; accountId: number }) =>
    tx(async (): Promise<{ created: boolean; membership: SupportMembershipView }> => {
      const account = await accountForSupport(directory, input.accountId);
      const existing = await directory.membership(input.staffUserId, account.id);
      if (existing && !existing.support) throw customerMembership();
      if (existing) return { created: false, membership: toSupportMembershipView(account, existing) };
      const added = await directory.addMembership(newSupportMembership(account, input.staffUserId));
      const membership = toSupportMembershipView(account, added);
      await audit.record({
        actorUserId: input.staffUserId,
        action: 'supportAccess.start',
        subject: `account:${account.id}`,
        before: null,
        after: membership,
      });
      return { created: true, membership };
    });

  return async function startSupport(input: { staffUserId: number; accountId: number }) {
    try {
      return await start(input);
    } catch (error) {
      // Two requests at once: the other one made the membership; asking again answers it.
      if (!isUniqueViolation(error)) throw error;
      return start(input);
    }
  };
}
