import { HmacCodes } from '../../../../platform/crypto/hmac-codes.ts';
import type { CodeHasher } from '../../ports/security.ts';

/** MFA codes: the platform's six-digit HMAC codes under their own purpose (stored hashes stay valid). */
export class HmacCodeHasher extends HmacCodes implements CodeHasher {
  constructor(key: string) {
    super('numberyard-mfa-code', key);
  }
}
