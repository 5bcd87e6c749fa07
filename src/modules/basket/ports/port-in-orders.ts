/** A number moving in from another carrier, as bought at checkout. */
export interface PortInRequest {
  tn: string;
  planId: number;
  billingPeriod: 1 | 12;
  /** The current carrier's billing details the port-in page stored on the item (no PIN). */
  billing: Readonly<Record<string, unknown>>;
  /** The carrier PIN as sealed at add time (the platform's secret box), or null: never in clear. */
  pinSealed: string | null;
  /** The port-in fee the basket showed (Billed Upon Port-In), charged when the port completes (cents). */
  feeCents: number;
}

/** Port-in orders, kept by the porting module (which completes them). Writes join the caller's transaction. */
export interface PortInOrders {
  create(input: {
    accountId: number;
    brandingId: number;
    checkoutOrderUuid: string;
    numbers: PortInRequest[];
  }): Promise<void>;
}
