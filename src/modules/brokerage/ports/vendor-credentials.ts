import type { VendorCredential } from '../domain/vendor-credential.ts';

/** brokerage.vendor_credential; deleted rows are never answered. */
export interface VendorCredentials {
  list(brokerAccountId: number, options: { vendor?: string; limit: number }): Promise<VendorCredential[]>;
  ofBroker(brokerAccountId: number, id: number): Promise<VendorCredential | null>;
  add(credential: VendorCredential): Promise<void>;
  flush(): Promise<void>;
}
