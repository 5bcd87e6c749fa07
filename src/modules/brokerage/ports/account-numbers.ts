/** The numbers an account holds with us (messaging's account numbers): a broker's on-network listings. */
export interface AccountNumbers {
  /** E.164 numbers the account holds now. */
  numbersOf(accountId: number): Promise<string[]>;
}
