/**
 * A change to an account's basket, told to that account's open tabs (GET /api/events, service `basket`):
 * `created` for a new basket or item, `patched` for a changed item or a basket taken into the account,
 * `removed` for an item removed or expired. Guest baskets have no account and are told nothing.
 */
export interface BasketChange {
  accountId: number;
  type: 'created' | 'patched' | 'removed';
  basketUuid: string;
  /** Absent when the change is to the basket itself. */
  itemId?: number;
}

/** Publishes basket changes; written in the caller's transaction, so a rolled-back change is never told. */
export interface BasketChanges {
  publish(change: BasketChange): Promise<void>;
}
