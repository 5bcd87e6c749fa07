import {
  CodeExpired,
  CodeNotRequested,
  ConfirmationLocked,
  PhoneNotConfirmed,
  WrongCode,
} from './account-confirmation.errors.ts';

/** Spec 2 section 9: "Confirmation code six digits, expires in 10 minutes." */
export const CONFIRMATION_CODE_TTL_MS = 10 * 60_000;
/** Wrong codes one sent code survives; then it is void and only a new code helps (docs/adr/0032). */
export const CONFIRMATION_CODE_MAX_ATTEMPTS = 5;

/** Spec 2 section 4: the confirm-account steps, from the server's point of view. */
export type ConfirmationStep = 'collectNumber' | 'confirmCode' | 'submitPayment' | 'activated';

export interface AccountConfirmationProps {
  uuid: string;
  accountId: number;
  userId: number;
  phone: string | null;
  codeHash: string | null;
  codeExpiresAt: Date | null;
  failedAttempts: number;
  createdAt: Date;
  confirmedAt: Date | null;
  activatedAt: Date | null;
}

/**
 * An account held until its owner proves a phone number and pays what is due (automated fraud review, and
 * later staff-created stub accounts). The uuid is the mailed link's secret; only the code's hash is kept.
 */
export class AccountConfirmation {
  readonly uuid: string;
  readonly accountId: number;
  readonly userId: number;
  phone: string | null;
  codeHash: string | null;
  codeExpiresAt: Date | null;
  failedAttempts: number;
  readonly createdAt: Date;
  confirmedAt: Date | null;
  activatedAt: Date | null;

  constructor(props: AccountConfirmationProps) {
    this.uuid = props.uuid;
    this.accountId = props.accountId;
    this.userId = props.userId;
    this.phone = props.phone;
    this.codeHash = props.codeHash;
    this.codeExpiresAt = props.codeExpiresAt;
    this.failedAttempts = props.failedAttempts;
    this.createdAt = props.createdAt;
    this.confirmedAt = props.confirmedAt;
    this.activatedAt = props.activatedAt;
  }

  static open(props: { uuid: string; accountId: number; userId: number; now: Date }): AccountConfirmation {
    return new AccountConfirmation({
      ...props,
      phone: null,
      codeHash: null,
      codeExpiresAt: null,
      failedAttempts: 0,
      createdAt: props.now,
      confirmedAt: null,
      activatedAt: null,
    });
  }

  get isActivated(): boolean {
    return this.activatedAt !== null;
  }

  /** A code was sent and can still be tried (not expired, not used, not worn out by wrong tries). */
  isCodeSetAt(now: Date): boolean {
    return (
      this.codeHash !== null &&
      this.codeExpiresAt !== null &&
      now < this.codeExpiresAt &&
      this.failedAttempts < CONFIRMATION_CODE_MAX_ATTEMPTS
    );
  }

  stepAt(now: Date): ConfirmationStep {
    if (this.isActivated) return 'activated';
    if (this.confirmedAt !== null) return 'submitPayment';
    return this.isCodeSetAt(now) ? 'confirmCode' : 'collectNumber';
  }

  /** A new code replaces any earlier one (a re-send), with a fresh 10 minutes and a fresh count of tries. */
  setCode(phone: string, codeHash: string, now: Date): void {
    this.phone = phone;
    this.codeHash = codeHash;
    this.codeExpiresAt = new Date(now.getTime() + CONFIRMATION_CODE_TTL_MS);
    this.failedAttempts = 0;
  }

  /**
   * Checks a code with `matches` (a keyed-hash comparison). A right code confirms the phone and is used up;
   * a wrong one counts. Answers the error to throw once the count is stored, or null when confirmed.
   */
  tryCode(matches: (codeHash: string) => boolean, now: Date): WrongCode | ConfirmationLocked | null {
    if (this.codeHash === null || this.codeExpiresAt === null) throw new CodeNotRequested();
    if (this.failedAttempts >= CONFIRMATION_CODE_MAX_ATTEMPTS) throw new ConfirmationLocked();
    if (now >= this.codeExpiresAt) throw new CodeExpired();
    if (!matches(this.codeHash)) {
      this.failedAttempts += 1;
      const left = CONFIRMATION_CODE_MAX_ATTEMPTS - this.failedAttempts;
      return left > 0 ? new WrongCode(left) : new ConfirmationLocked();
    }
    this.confirmedAt = now;
    this.codeHash = null;
    this.codeExpiresAt = null;
    this.failedAttempts = 0;
    return null;
  }

  /** Activation (and its payment) follows a confirmed phone. */
  assertPhoneConfirmed(): void {
    if (this.confirmedAt === null) throw new PhoneNotConfirmed();
  }

  /** Activating twice is the caller's no-op (it checks isActivated first). */
  activate(now: Date): void {
    this.assertPhoneConfirmed();
    this.activatedAt = now;
  }
}
