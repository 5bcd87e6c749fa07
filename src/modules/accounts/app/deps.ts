import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecurityLog } from '../../../platform/security-log/security-log.ts';
import type { AccountDirectory } from '../ports/account-directory.ts';
import type { BrandCatalog } from '../ports/brand-catalog.ts';
import type {
  ApiTokenRepository,
  MfaChallengeRepository,
  MfaMethodRepository,
  OneTimeTokenRepository,
  UnitOfWorkFlush,
} from '../ports/credential-repositories.ts';
import type { CurrentBaskets } from '../ports/current-baskets.ts';
import type { InvitationRepository } from '../ports/invitation-repository.ts';
import type { Notifier } from '../ports/notifier.ts';
import type { PasswordHasher, TokenVault } from '../ports/secrets.ts';
import type {
  BotCheck,
  CodeHasher,
  CommonPasswords,
  RateLimiter,
  SecretBox,
  Totp,
} from '../ports/security.ts';
import type { SessionRepository } from '../ports/session-repository.ts';
import type { UserRepository } from '../ports/user-repository.ts';

/** Everything the accounts use cases need, handed in by the composition root (or by tests). */
export interface AccountsDeps {
  users: UserRepository;
  sessions: SessionRepository;
  directory: AccountDirectory;
  mfaMethods: MfaMethodRepository;
  challenges: MfaChallengeRepository;
  apiTokens: ApiTokenRepository;
  invitations: InvitationRepository;
  oneTimeTokens: OneTimeTokenRepository;
  unitOfWork: UnitOfWorkFlush;
  passwords: PasswordHasher;
  tokens: TokenVault;
  codes: CodeHasher;
  totp: Totp;
  secretBox: SecretBox;
  commonPasswords: CommonPasswords;
  rateLimiter: RateLimiter;
  botCheck: BotCheck;
  notifier: Notifier;
  securityLog: SecurityLog;
  brands: BrandCatalog;
  baskets: CurrentBaskets;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
  /** Where links in emails point, e.g. https://numberyard.example. */
  publicUrl: string;
}
