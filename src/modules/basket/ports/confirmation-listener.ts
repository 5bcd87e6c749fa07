/** Told once, in the activating transaction, that a held account proved its phone and paid (checkout releases its order). */
export interface ConfirmationListener {
  accountConfirmed(event: { accountId: number; confirmationUuid: string }): Promise<void>;
}
