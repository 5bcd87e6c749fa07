/**
 * A participant who texted STOP to one of our numbers (CTIA keywords): nothing more is sent from `tn` to
 * `participant` until they text START. Kept per number pair, whatever account holds `tn` later.
 */
export class SmsOptOut {
  tn: string;
  participant: string;
  createdAt: Date;

  constructor(props: { tn: string; participant: string; now: Date }) {
    this.tn = props.tn;
    this.participant = props.participant;
    this.createdAt = props.now;
  }
}
