/**
 * The broker's taxpayer information for payouts and the 1099 (spec 3 sections 3, 5 and 9, docs/adr/0063): the
 * dialog's rules and messages, checked the same way by the server.
 */

export const TAXPAYER_MESSAGES = {
  required: 'Field is required.',
  tin: 'Invalid SSN/EIN.',
  tinMismatch: 'SSN/EIN do not match.',
  payeeTooLong: 'Legal Company/ Entity Name is too long. Please contact Support.',
  saved: 'Taxpayer information saved successfully',
  missing: "You don't have taxpayer information on file.",
} as const;

/** Spec 3 section 9. */
export const MAX_PAYEE_LENGTH = 80;
export const TIN_DIGITS = 9;

export interface TaxpayerInput {
  payee: string;
  tin: string;
  /** The dialog's confirmation field; the API checks it only when it is sent. */
  confirmTin?: string | undefined;
}

export type TaxpayerField = keyof TaxpayerInput;

/** The SSN/EIN as stored: trimmed, dashes removed (123-45-6789 and 12-3456789 are both 123456789). */
export const normaliseTin = (tin: string) => tin.trim().replaceAll('-', '');

/** Field -> message for everything wrong (empty when it may be saved). */
export function taxpayerErrors(input: TaxpayerInput): Partial<Record<TaxpayerField, string>> {
  const errors: Partial<Record<TaxpayerField, string>> = {};
  const payee = input.payee.trim();
  const tin = normaliseTin(input.tin);
  if (payee === '') errors.payee = TAXPAYER_MESSAGES.required;
  else if (payee.length > MAX_PAYEE_LENGTH) errors.payee = TAXPAYER_MESSAGES.payeeTooLong;
  if (tin === '') errors.tin = TAXPAYER_MESSAGES.required;
  else if (!/^[0-9]{9}$/.test(tin)) errors.tin = TAXPAYER_MESSAGES.tin;
  if (input.confirmTin !== undefined) {
    const confirm = normaliseTin(input.confirmTin);
    if (confirm === '') errors.confirmTin = TAXPAYER_MESSAGES.required;
    else if (confirm !== tin) errors.confirmTin = TAXPAYER_MESSAGES.tinMismatch;
  }
  return errors;
}

/** How the screen shows a TIN: masked but for its last four digits. */
export const maskedTin = (tinLast4: string) => `***-**-${tinLast4}`;
