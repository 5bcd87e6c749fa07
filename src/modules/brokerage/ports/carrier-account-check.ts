import type { CarrierAuthType, CarrierVendor } from '../../../shared/carrier-credential-rules.ts';

/** Tries a credential against the carrier's API: true when the carrier accepts it. */
export interface CarrierAccountCheck {
  accepts(input: {
    vendor: CarrierVendor;
    vendorAccountId: string | null;
    authType: CarrierAuthType;
    secret: string;
  }): Promise<boolean>;
}
