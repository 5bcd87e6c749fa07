import type { Clock } from '../../../platform/clock/clock.ts';
import type { SecretBox } from '../../../platform/crypto/secret-box.ts';
import {
  type CarrierAuthType,
  type CarrierVendor,
  carrierCredentialErrors,
} from '../../../shared/carrier-credential-rules.ts';
import { VendorCredential } from '../domain/vendor-credential.ts';
import { CarrierCredentialInvalid, CarrierCredentialNotFound } from '../domain/verification.errors.ts';
import type { CarrierAccountCheck } from '../ports/carrier-account-check.ts';
import type { VendorCredentials } from '../ports/vendor-credentials.ts';

export interface CarrierCredentialDeps {
  credentials: VendorCredentials;
  secretBox: Pick<SecretBox, 'seal'>;
  check: CarrierAccountCheck;
  clock: Clock;
  tx: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface CarrierCredentialView {
  brokerageVendorCredentialId: number;
  vendor: CarrierVendor;
  vendorAccountId: string | null;
  authType: CarrierAuthType;
  description: string | null;
  tnCount: number;
  createDate: Date;
  lastVerifiedDate: Date | null;
}

/** What the list shows: never the secret, sealed or not. */
export function carrierCredentialView(credential: VendorCredential): CarrierCredentialView {
  return {
    brokerageVendorCredentialId: credential.id,
    vendor: credential.vendor,
    vendorAccountId: credential.vendorAccountId,
    authType: credential.authType,
    description: credential.description,
    tnCount: credential.tnCount,
    createDate: credential.createDate,
    lastVerifiedDate: credential.lastVerifiedDate,
  };
}

export function makeListCarrierCredentials(deps: Pick<CarrierCredentialDeps, 'credentials'>) {
  return async (input: { brokerAccountId: number; vendor?: string; limit: number }) => {
    const rows = await deps.credentials.list(input.brokerAccountId, {
      ...(input.vendor ? { vendor: input.vendor } : {}),
      limit: input.limit,
    });
    return { data: rows.map(carrierCredentialView), total: rows.length, limit: input.limit, skip: 0 };
  };
}

/**
 * POST /api/brokerage/carrierCredentials: the spec's form rules (shared with the form), the secret sealed with
 * the data key, then tried once at the carrier: accepted sets Last Verified, refused leaves it empty (ADR 0059).
 */
export function makeAddCarrierCredential(deps: CarrierCredentialDeps) {
  return async (input: {
    brokerAccountId: number;
    vendor: string;
    vendorAccountId?: string | null;
    authType: string;
    data: string;
    description?: string | null;
  }) => {
    const vendorAccountId = input.vendorAccountId?.trim() || null;
    const description = input.description?.trim() || null;
    const errors = carrierCredentialErrors({ ...input, vendorAccountId, description });
    if (Object.keys(errors).length > 0) throw new CarrierCredentialInvalid(errors);
    const vendor = input.vendor as CarrierVendor;
    const authType = input.authType as CarrierAuthType;
    const accepted = await deps.check.accepts({ vendor, vendorAccountId, authType, secret: input.data });
    const now = deps.clock.now();
    const credential = new VendorCredential({
      brokerAccountId: input.brokerAccountId,
      vendor,
      vendorAccountId,
      authType,
      sealedSecret: deps.secretBox.seal(input.data),
      description,
      now,
    });
    if (accepted) credential.lastVerifiedDate = now;
    await deps.tx(() => deps.credentials.add(credential));
    return { brokerageVendorCredentialId: credential.id };
  };
}

/** DELETE /api/brokerage/carrierCredentials/{id}: soft delete; another broker's (or a deleted) id answers 404. */
export function makeDeleteCarrierCredential(
  deps: Pick<CarrierCredentialDeps, 'credentials' | 'clock' | 'tx'>,
) {
  return async (input: { brokerAccountId: number; id: number }) => {
    await deps.tx(async () => {
      const credential = await deps.credentials.ofBroker(input.brokerAccountId, input.id);
      if (!credential) throw new CarrierCredentialNotFound();
      credential.deletedAt = deps.clock.now();
      await deps.credentials.flush();
    });
  };
}
