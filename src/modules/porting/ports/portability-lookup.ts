/** What the carrier's portability check says about one number. */
export interface PortabilityAnswer {
  /** E.164, as asked. */
  tn: string;
  isPortable: boolean;
  /** A mobile number: the port needs the losing carrier's account number and PIN. */
  isWireless: boolean;
  /** The losing carrier's name, when the lookup knows it. */
  carrier: string | null;
  /** The port needs the losing carrier's account number. */
  isAccountRequired: boolean;
  /** Business days the port usually takes, when known. */
  portingInterval: number | null;
  /** The lookup's reason a number cannot be ported; null when it can (or gave none). */
  reason: string | null;
}

/** Tells whether numbers can be ported in (docs/adr/0047): the simulator or a carrier's REST API. */
export interface PortabilityLookup {
  /** One answer per number, in the order asked. Throws PortabilityLookupFailed when the check itself fails. */
  check(tns: readonly string[]): Promise<PortabilityAnswer[]>;
}

/** The check could not be made; `reason` is the lookup's own message when it gave one. */
export class PortabilityLookupFailed extends Error {
  readonly reason: string | null;

  constructor(reason: string | null, options?: { cause?: unknown }) {
    super(reason ?? 'The portability lookup failed', options);
    this.name = 'PortabilityLookupFailed';
    this.reason = reason;
  }
}
