import type { CredentialHolder, CredentialHolders } from '../ports/credential-holders.ts';
import type {
  InMemoryAccountDirectory,
  InMemoryApiTokens,
  InMemorySessions,
  InMemoryUsers,
} from './in-memory-accounts.ts';

/** The one-statement read of the database adapter, joined here from the fakes' tables. */
export class InMemoryCredentialHolders implements CredentialHolders {
  readonly tables: {
    sessions: InMemorySessions;
    apiTokens: InMemoryApiTokens;
    users: InMemoryUsers;
    directory: InMemoryAccountDirectory;
  };

  constructor(tables: InMemoryCredentialHolders['tables']) {
    this.tables = tables;
  }

  async #holder(userId: number, accountId: number): Promise<CredentialHolder | null> {
    const { users, directory } = this.tables;
    const [user, account, membership] = [
      await users.byId(userId),
      await directory.accountById(accountId),
      await directory.membership(userId, accountId),
    ];
    if (!user || !account || !membership) return null;
    return {
      userId,
      accountId,
      brandingId: account.brandingId,
      role: membership.role,
      isEmployee: user.isEmployee,
      adminUser: user.adminUser,
      accounting: user.accounting,
    };
  }

  async sessionByTokenHash(tokenHash: string) {
    const session = await this.tables.sessions.byTokenHash(tokenHash);
    const holder = session && (await this.#holder(session.userId, session.accountId));
    return session && holder ? { ...session, holder } : null;
  }

  async apiTokenByHash(tokenHash: string) {
    const token = await this.tables.apiTokens.byHash(tokenHash);
    const holder = token && (await this.#holder(token.userId, token.accountId));
    return token && holder ? { ...token, holder } : null;
  }
}
