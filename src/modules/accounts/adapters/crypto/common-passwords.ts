import { dictionary } from '@zxcvbn-ts/language-common';
import type { CommonPasswords } from '../../ports/security.ts';

/** The ~49,000 most common passwords shipped with zxcvbn-ts, compared case-insensitively. */
export class ZxcvbnCommonPasswords implements CommonPasswords {
  readonly #list = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()));
  isCommon(password: string): boolean {
    return this.#list.has(password.toLowerCase());
  }
}
