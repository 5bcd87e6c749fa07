/** One-way hashing of port-out PINs: a PIN is never stored or logged in clear. */
export interface PinHasher {
  hash(pin: string): Promise<string>;
  /** False for a wrong PIN or an unreadable hash. */
  verify(hash: string, pin: string): Promise<boolean>;
}
