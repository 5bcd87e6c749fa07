/**
 * A broker's taxpayer information (spec 3 Account (taxpayer), docs/adr/0063): the legal name (payee) and the
 * SSN/EIN, sealed with the data key; only its last four digits are kept in clear. One per broker account.
 */
export class Taxpayer {
  brokerAccountId: number;
  payee: string;
  tinSealed: string;
  tinLast4: string;
  createDate: Date;
  updateDate: Date;

  constructor(input: {
    brokerAccountId: number;
    payee: string;
    tinSealed: string;
    tinLast4: string;
    now: Date;
  }) {
    this.brokerAccountId = input.brokerAccountId;
    this.payee = input.payee;
    this.tinSealed = input.tinSealed;
    this.tinLast4 = input.tinLast4;
    this.createDate = input.now;
    this.updateDate = input.now;
  }

  change(input: { payee: string; tinSealed: string; tinLast4: string }, now: Date): void {
    this.payee = input.payee;
    this.tinSealed = input.tinSealed;
    this.tinLast4 = input.tinLast4;
    this.updateDate = now;
  }
}
