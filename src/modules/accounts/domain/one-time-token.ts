export type OneTimeTokenPurpose = 'recovery' | 'invite' | 'login';

/** Recovery and invitation links last an hour; a login link handed over after checkout, ten minutes. */
export const ONE_TIME_TOKEN_TTL_MS: Record<OneTimeTokenPurpose, number> = {
  recovery: 60 * 60_000,
  invite: 7 * 24 * 60 * 60_000,
  login: 10 * 60_000,
};

/** A single-use secret sent in a link; only its hash is stored. Used up by OneTimeTokenRepository.consume. */
export class OneTimeToken {
  id!: number;
  purpose: OneTimeTokenPurpose;
  tokenHash: string;
  userId: number;
  accountId: number | null;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;

  constructor(props: {
    purpose: OneTimeTokenPurpose;
    tokenHash: string;
    userId: number;
    accountId?: number | null;
    now: Date;
  }) {
    this.purpose = props.purpose;
    this.tokenHash = props.tokenHash;
    this.userId = props.userId;
    this.accountId = props.accountId ?? null;
    this.createdAt = props.now;
    this.expiresAt = new Date(props.now.getTime() + ONE_TIME_TOKEN_TTL_MS[props.purpose]);
    this.usedAt = null;
  }

  isUsableAt(now: Date): boolean {
    return this.usedAt === null && now < this.expiresAt;
  }
}
