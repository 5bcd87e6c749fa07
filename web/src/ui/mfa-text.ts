/** Texts shared by every screen that asks for or sets up a verification code (spec 1, sections 5 and 8). */
export type MfaType = 'email' | 'sms' | 'totp';

export const MFA_CODE_MAX_LENGTH = 10;
export const MFA_METHOD_REQUIRED = 'You must select an MFA method to continue.';
export const MFA_CODE_REQUIRED = 'You must enter a verification code to continue.';
export const MFA_CODE_TOO_LONG = `The code is at most ${MFA_CODE_MAX_LENGTH} characters.`;
export const MFA_NO_STEP = 'MFA is required, but no step is specified. Please try again.';
export const MFA_SEND_FAILED = 'Error sending MFA request, please try again.';

const TYPE_LABELS: Record<MfaType, string> = {
  email: 'Email',
  sms: 'Text message',
  totp: 'Authenticator app',
};

export function mfaTypeLabel(type: MfaType): string {
  return TYPE_LABELS[type];
}

/** 'Email: a****@example.com': the type and the masked address, number or app label. */
export function mfaMethodLabel({ type, data }: { type: MfaType; data: string }): string {
  return data.trim() ? `${mfaTypeLabel(type)}: ${data}` : mfaTypeLabel(type);
}

/** What to tell the user about where the code is: sent by email or text, or shown in their app (TOTP). */
export function mfaCodePrompt({ type, data }: { type: MfaType; data: string }): string {
  switch (type) {
    case 'email':
      return `We sent a verification code to ${data}.`;
    case 'sms':
      return `We sent a verification code by text message to ${data}.`;
    case 'totp':
      return 'Enter the code shown in your authenticator app.';
  }
}

/** The empty and too-long code messages, or null for a code worth sending. */
export function mfaCodeProblem(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return MFA_CODE_REQUIRED;
  if (trimmed.length > MFA_CODE_MAX_LENGTH) return MFA_CODE_TOO_LONG;
  return null;
}
