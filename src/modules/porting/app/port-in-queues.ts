/** The port-in lifecycle's queues (docs/adr/0048). */
export const SUBMIT_PORT_IN_QUEUE = 'porting.submit-port-in';
export const CHECK_PORT_IN_QUEUE = 'porting.check-port-in';
export const PARK_STALE_PORT_INS_QUEUE = 'porting.park-stale-port-ins';

export interface PortInJob {
  orderId: number;
}

/** A check names the carrier order it follows: one left over from before a resubmission does nothing. */
export interface CheckPortInJob extends PortInJob {
  carrierOrderId: string;
}
