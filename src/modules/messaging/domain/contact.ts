import { PhoneNumber } from '../../../shared/phone-number.ts';

export type Blocked = 'Y' | 'N';

/**
 * A name the account keeps for a phone number (spec 1: contactId, name, callerId, blocked). A blocked
 * contact's inbound messages are dropped.
 */
export class Contact {
  id!: number;
  accountId: number;
  name: string;
  /** E.164 (short codes as digits): one contact per account and number. */
  callerId: string;
  blocked: Blocked;
  createdAt: Date;
  updatedAt: Date;

  constructor(props: { accountId: number; name: string; callerId: string; blocked?: Blocked; now: Date }) {
    this.accountId = props.accountId;
    this.name = props.name;
    this.callerId = PhoneNumber.parse(props.callerId).e164;
    this.blocked = props.blocked ?? 'N';
    this.createdAt = props.now;
    this.updatedAt = props.now;
  }

  isBlocked(): boolean {
    return this.blocked === 'Y';
  }
}
