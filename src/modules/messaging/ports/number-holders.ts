/** Which account holds one of our numbers (an inbound message goes to that account). */
export interface NumberHolders {
  /** The account holding `tn` (E.164), or null when no account does. */
  accountOf(tn: string): Promise<number | null>;
}
