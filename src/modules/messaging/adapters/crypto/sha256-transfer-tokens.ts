import { createHash, randomBytes } from 'node:crypto';
import type { TransferTokens } from '../../ports/transfer-tokens.ts';

/** 256 random bits in base64url; unguessable, so a SHA-256 digest (not a slow hash) is enough at rest. */
export const sha256TransferTokens: TransferTokens = {
  newToken: () => randomBytes(32).toString('base64url'),
  digest: (token) => createHash('sha256').update(token, 'utf8').digest('hex'),
};
