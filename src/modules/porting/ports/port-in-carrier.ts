/** What the losing carrier's side is given for a port-in (the PIN opened from its sealed form). */
export interface PortInSubmission {
  tn: string;
  billing: Readonly<Record<string, unknown>>;
  pin: string | null;
}

/** The carrier's answer on a port-in order. */
export type PortInCarrierStatus =
  | { status: 'submitted' }
  | { status: 'focDateSet'; focDate: string }
  | { status: 'completed'; focDate: string }
  | { status: 'rejected'; reasonCode: string; reasonText: string };

/** The carrier that ports numbers in (a simulator by default; docs/adr/0048). */
export interface PortInCarrier {
  /** Hands the order over; answers the carrier's order id. */
  submit(submission: PortInSubmission): Promise<{ carrierOrderId: string }>;
  status(carrierOrderId: string): Promise<PortInCarrierStatus>;
  /** Withdraws an order in flight (staff cancelled the port-in); throws when the carrier refuses. */
  cancel(carrierOrderId: string): Promise<void>;
}
