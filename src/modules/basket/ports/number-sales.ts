/**
 * The catalog's side of an order: numbers this basket holds become sold, or stay held for an order under
 * review. Each answers the ids it did that to; a number missing from the answer was sold or is held by another
 * basket (the caller refuses the order). Runs in the caller's transaction; the catalog row's lock serializes
 * two baskets racing for one number.
 */
export interface NumberSales {
  sell(input: { basketUuid: string; numberIds: number[]; now: Date }): Promise<number[]>;
  keepFor(input: { basketUuid: string; numberIds: number[]; now: Date; until: Date }): Promise<number[]>;
}
