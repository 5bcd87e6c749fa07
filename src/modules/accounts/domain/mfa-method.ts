export type MfaMethodType = 'email' | 'sms' | 'totp';

/**
 * A second factor a user has set up. `data` is what the user recognises it by (the email
 * address, the phone number or a TOTP label); a TOTP secret is kept encrypted in `secretSealed`.
 */
export class MfaMethod {
  id!: number;
  userId: number;
  type: MfaMethodType;
  data: string;
  secretSealed: string | null;
  /** Null until the user proves they receive codes there; unverified methods are not offered at login. */
  verifiedAt: Date | null;
  /** The last TOTP time step accepted, so one authenticator code cannot be used twice. */
  totpLastStep: number | null;
  createdAt: Date;

  constructor(props: {
    userId: number;
    type: MfaMethodType;
    data: string;
    secretSealed?: string | null;
    now: Date;
  }) {
    this.userId = props.userId;
    this.type = props.type;
    this.data = props.data;
    this.secretSealed = props.secretSealed ?? null;
    this.verifiedAt = null;
    this.totpLastStep = null;
    this.createdAt = props.now;
  }

  isVerified(): boolean {
    return this.verifiedAt !== null;
  }

  markVerified(now: Date): void {
    this.verifiedAt ??= now;
  }

  /** What the login screen shows: enough to recognise, not enough to harvest. */
  maskedData(): string {
    if (this.type === 'email') {
      const [local = '', domain = ''] = this.data.split('@');
      return `${local.slice(0, 1)}${'*'.repeat(Math.max(local.length - 1, 2))}@${domain}`;
    }
    if (this.type === 'sms') return `***-***-${this.data.slice(-4)}`;
    return this.data;
  }
}
