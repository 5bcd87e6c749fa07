import { createPublicKey, type KeyObject, verify } from 'node:crypto';

/** Telnyx signs `${timestamp}|${raw body}`; a signature older or newer than this is refused (replays). */
export const TELNYX_SIGNATURE_TOLERANCE_MS = 5 * 60_000;

// The DER prefix of an Ed25519 SubjectPublicKeyInfo: Telnyx gives the bare 32-byte key in base64.
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex');

/** The account's Telnyx public key (Mission Control, Keys & Credentials), base64 of 32 bytes. */
export function telnyxPublicKey(base64: string): KeyObject {
  const raw = Buffer.from(base64.trim(), 'base64');
  if (raw.length !== 32) throw new Error('TELNYX_PUBLIC_KEY must be the base64 of a 32-byte Ed25519 key');
  return createPublicKey({ key: Buffer.concat([ED25519_SPKI_PREFIX, raw]), format: 'der', type: 'spki' });
}

/**
 * Whether Telnyx signed this exact body (telnyx-signature-ed25519, telnyx-timestamp headers) within the
 * tolerance of `now`. Without a key every call fails: nothing unsigned gets in.
 */
export function isSignedByTelnyx(input: {
  publicKey: KeyObject | null;
  rawBody: string;
  signature?: string | undefined;
  timestamp?: string | undefined;
  now: Date;
}): boolean {
  const { publicKey, rawBody, signature, timestamp } = input;
  if (!publicKey || !signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(input.now.getTime() - Number(timestamp) * 1000) > TELNYX_SIGNATURE_TOLERANCE_MS) return false;
  const signatureBytes = Buffer.from(signature, 'base64');
  if (signatureBytes.length !== 64) return false;
  return verify(null, Buffer.from(`${timestamp}|${rawBody}`, 'utf8'), publicKey, signatureBytes);
}
