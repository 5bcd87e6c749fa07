import type { CarrierAuthType, CarrierVendor } from '../../../shared/carrier-credential-rules.ts';

export interface NewVendorCredential {
  brokerAccountId: number;
  vendor: CarrierVendor;
  vendorAccountId: string | null;
  authType: CarrierAuthType;
  /** The Auth/Token sealed with the data encryption key (platform SecretBox); never the plaintext. */
  sealedSecret: string;
  description: string | null;
  now: Date;
}

/** A broker's API credential at a carrier (spec 3 Carrier credential, docs/adr/0059). Deleting is soft. */
export class VendorCredential {
  id!: number;
  brokerAccountId: number;
  vendor: CarrierVendor;
  vendorAccountId: string | null;
  authType: CarrierAuthType;
  sealedSecret: string;
  description: string | null;
  /** Numbers the credential covers; 0 until a carrier inventory sync counts them. */
  tnCount: number;
  createDate: Date;
  /** When the carrier last accepted the credential; null when it never did. */
  lastVerifiedDate: Date | null;
  deletedAt: Date | null;

  constructor(input: NewVendorCredential) {
    this.brokerAccountId = input.brokerAccountId;
    this.vendor = input.vendor;
    this.vendorAccountId = input.vendorAccountId;
    this.authType = input.authType;
    this.sealedSecret = input.sealedSecret;
    this.description = input.description;
    this.tnCount = 0;
    this.createDate = input.now;
    this.lastVerifiedDate = null;
    this.deletedAt = null;
  }
}
