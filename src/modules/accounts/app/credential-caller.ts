import type { MemberCaller } from '../../../platform/http/caller.ts';
import type { CredentialHolder } from '../ports/credential-holders.ts';

/** The caller a request runs as: the credential's holder, and how the credential proves who they are. */
export function credentialCaller(
  holder: CredentialHolder,
  credential: Pick<MemberCaller, 'via' | 'credentialId' | 'authenticatedAt' | 'mfaPassed' | 'tokenScope'>,
): MemberCaller {
  return {
    kind: 'member',
    userId: holder.userId,
    accountId: holder.accountId,
    brandingId: holder.brandingId,
    role: holder.role,
    isEmployee: holder.isEmployee,
    adminUser: holder.adminUser,
    accounting: holder.accounting,
    ...credential,
  };
}
