import { Argon2Hasher } from '../../../../platform/crypto/argon2-hasher.ts';
import type { PinHasher } from '../../ports/pin-hasher.ts';

/** Port-out PINs hashed like passwords: a PIN has few digits, so only a slow salted hash keeps it safe. */
export class Argon2PinHasher extends Argon2Hasher implements PinHasher {}
