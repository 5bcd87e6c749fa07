/** How long a code sent by email or SMS stays usable, and how many wrong tries it survives. */
export const MFA_CODE_TTL_MS = 10 * 60_000;
export const MFA_CODE_MAX_ATTEMPTS = 5;

export type ChallengePurpose = 'login' | 'recovery' | 'enroll' | 'reauth';

/** A code sent to one method for one purpose. Only its hash is stored; it works once. */
export class MfaChallenge {
  id!: number;
  userId: number;
  methodId: number;
  purpose: ChallengePurpose;
  codeHash: string;
  attempts: number;
  createdAt: Date;
  expiresAt: Date;
  usedAt: Date | null;

  constructor(props: {
    userId: number;
    methodId: number;
    purpose: ChallengePurpose;
    codeHash: string;
    now: Date;
  }) {
    this.userId = props.userId;
    this.methodId = props.methodId;
    this.purpose = props.purpose;
    this.codeHash = props.codeHash;
    this.attempts = 0;
    this.createdAt = props.now;
    this.expiresAt = new Date(props.now.getTime() + MFA_CODE_TTL_MS);
    this.usedAt = null;
  }

  isOpenAt(now: Date): boolean {
    return this.usedAt === null && now < this.expiresAt && this.attempts < MFA_CODE_MAX_ATTEMPTS;
  }
}
