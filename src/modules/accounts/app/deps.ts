import type { Clock } from '../../../platform/clock/clock.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { BrandCatalog } from '../ports/brand-catalog.ts';
import type { PasswordHasher, TokenVault } from '../ports/secrets.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** Everything the accounts use cases need, handed in by the composition root (or by tests). */
export interface AccountsDeps {
  users: UserRepository;
  sessions: SessionRepository;
  directory: AccountDirectory;
  passwords: PasswordHasher;
  tokens: TokenVault;
  brands: BrandCatalog;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}
