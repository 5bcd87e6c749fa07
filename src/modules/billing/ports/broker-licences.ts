/**
 * Brokers' licences (docs/adr/0058): a licence month charged to the licensee is the broker's earning, and a
 * licence recurring billing ended for non-payment ends in brokerage too. Both idempotent, both in the caller's
 * transaction. Implemented over the brokerage module; numbers no broker licenses are ignored.
 */
export interface BrokerLicences {
  licenceCharged(input: {
    chargeReference: string;
    tn: string;
    licenseeAccountId: number;
    amountCents: number;
  }): Promise<void>;
  licenceEnded(input: { tn: string; licenseeAccountId: number }): Promise<void>;
  /**
   * The broker account that pays the number's monthly plan (Park) fee instead of the account holding it: a
   * number sold through the broker's embedded search widget (docs/adr/0064); null for any other number.
   */
  parkFeePayer?(tn: string, accountId: number): Promise<number | null>;
}
