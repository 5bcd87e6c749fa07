import { timingSafeEqual } from 'node:crypto';
import { notAuthenticated } from './guards.ts';

/** The header the carrier's calls into us carry (port-out requests, port-in events). */
export const CARRIER_SECRET_HEADER = 'x-carrier-secret';

/** The carrier's X-Carrier-Secret while development tools are on and CARRIER_WEBHOOK_SECRET is unset (public). */
export const DEVELOPMENT_CARRIER_SECRET = 'development-carrier-secret';

/** CARRIER_WEBHOOK_SECRET, else the development secret with dev tools on, else null (every carrier call is 401). */
export function carrierSecretOf(configured: string | null | undefined, devTools: boolean): string | null {
  return configured ?? (devTools ? DEVELOPMENT_CARRIER_SECRET : null);
}

/** A missing or wrong X-Carrier-Secret is 401; compared in constant time so timing tells nothing. */
export function assertCarrierSecret(secret: string | null, given: string | undefined): void {
  if (secret === null || given === undefined) throw notAuthenticated();
  const expected = Buffer.from(secret, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) throw notAuthenticated();
}
