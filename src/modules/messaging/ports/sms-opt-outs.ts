/** Who texted STOP to which of our numbers (messaging.sms_opt_out). */
export interface SmsOptOuts {
  /** Those of `participants` who opted out of texts from `tn`. */
  optedOut(tn: string, participants: readonly string[]): Promise<string[]>;
  /** Records STOP; a repeat changes nothing. */
  optOut(tn: string, participant: string, now: Date): Promise<void>;
  /** Records START; answers whether they had opted out. */
  optIn(tn: string, participant: string): Promise<boolean>;
}
