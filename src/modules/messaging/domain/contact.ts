import { contactNameProblem } from '../../../shared/contact-rules.ts';
import { ValidationError } from '../../../shared/domain-error.ts';
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
    this.name = checkedName(props.name);
    this.callerId = PhoneNumber.parse(props.callerId).e164;
    this.blocked = props.blocked ?? 'N';
    this.createdAt = props.now;
    this.updatedAt = props.now;
  }

  isBlocked(): boolean {
    return this.blocked === 'Y';
  }

  rename(name: string, now: Date): void {
    this.name = checkedName(name);
    this.updatedAt = now;
  }

  /** Any form of a valid number; kept as E.164. */
  changeNumber(callerId: string, now: Date): void {
    this.callerId = PhoneNumber.parse(callerId).e164;
    this.updatedAt = now;
  }

  /** Answers whether anything changed (a repeated toggle is a no-op). */
  setBlocked(blocked: Blocked, now: Date): boolean {
    if (this.blocked === blocked) return false;
    this.blocked = blocked;
    this.updatedAt = now;
    return true;
  }
}

function checkedName(name: string): string {
  const problem = contactNameProblem(name);
  if (problem) throw new ValidationError('contact.invalid_name', problem, { errors: { name: problem } });
  return name.trim();
}
