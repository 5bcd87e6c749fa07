import { PhoneNumber } from '../../../../src/shared/phone-number.ts';

/** '(802) 555-0100' for a number the server names in E.164; anything else as given. */
export function formatTn(tn: string): string {
  return PhoneNumber.tryParse(tn)?.format() ?? tn;
}
