/** The catalog's side of a licence that ended: the sold row is on sale again for its broker. Caller's transaction. */
export interface LicensedNumbers {
  returnToSale(tn: string): Promise<void>;
}
