/** Keeps a broker's on-network listings in step with the numbers the account holds (docs/adr/0056). */
export interface OnNetListings {
  /**
   * Creates the missing listings (unlisted, price 0) for the numbers, and drops the unlisted on-network
   * listings of numbers the account no longer holds; both with a history entry. Cheap when nothing changed.
   */
  sync(brokerAccountId: number, tns: readonly string[], now: Date): Promise<void>;
}
