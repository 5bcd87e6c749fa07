import type { MfaMethod, MfaMethodType } from '../domain/mfa-method.ts';

/** One of the user's own MFA methods, as their settings list shows it. */
export interface MfaMethodView {
  mfaMethodId: number;
  type: MfaMethodType;
  data: string;
  verified: boolean;
  createDate: string;
}

export const toMfaMethodView = (method: MfaMethod): MfaMethodView => ({
  mfaMethodId: method.id,
  type: method.type,
  data: method.data,
  verified: method.isVerified(),
  createDate: method.createdAt.toISOString(),
});
