import { isSellable, type ListedPrices } from '../../../shared/listing-rules.ts';
import { PhoneNumber } from '../../../shared/phone-number.ts';
import { LeadAlreadyClosed, NumberNotForSale, NumberNotLicensable } from './offers.errors.ts';

/** What the visitor asks an agent about: buying the number or licensing it. */
export type AgentLeadType = 'purchase' | 'license';

/** Open until a staff member closes it (with an optional note); closing is final. */
export type AgentLeadStatus = 'open' | 'closed';

/** Signed-in visitors' leads carry who they are, so sales can find the account. */
export interface LeadAuthor {
  accountId: number;
  userId: number;
}

/**
 * A contact-agent request ("Request to License or Purchase"): who asked about which number, with the
 * prices listed when they asked. Sales works it from the mail sent with it.
 */
export class AgentLead {
  id!: number;
  tn: string;
  type: AgentLeadType;
  name: string;
  email: string;
  /** E.164, so sales can dial it whatever way it was typed. */
  phone: string;
  comments: string;
  brandingId: number;
  priceCents: number;
  licenseSetupFeeCents: number | null;
  licenseMonthlyCents: number | null;
  negotiationId: number | null;
  /** A marketing or listing tag the page sent along (e.g. 'prime'); free text. */
  tag: string | null;
  accountId: number | null;
  userId: number | null;
  createdAt: Date;
  status: AgentLeadStatus = 'open';
  closedAt: Date | null = null;
  closedByUserId: number | null = null;
  /** What the staff member who closed the lead wrote (empty when nothing). */
  closeNote = '';

  /** Throws NumberNotLicensable or NumberNotForSale when the number is not offered the way asked. */
  constructor(props: {
    tn: string;
    type: AgentLeadType;
    listed: ListedPrices;
    name: string;
    email: string;
    phone: string;
    comments: string;
    brandingId: number;
    negotiationId?: number | null;
    tag?: string | null;
    author?: LeadAuthor | null;
    now: Date;
  }) {
    const { listed } = props;
    if (
      props.type === 'license' &&
      listed.licenseOneTimeCents === null &&
      listed.licenseMonthlyCents === null
    )
      throw new NumberNotLicensable();
    // Toll-free numbers are only licensed (spec 3), whatever price their row carries.
    if (props.type === 'purchase' && (listed.priceCents <= 0 || !isSellable(props.tn)))
      throw new NumberNotForSale();
    this.tn = props.tn;
    this.type = props.type;
    this.name = props.name.trim();
    this.email = props.email.trim();
    this.phone = PhoneNumber.parse(props.phone).e164;
    this.comments = props.comments.trim();
    this.brandingId = props.brandingId;
    this.priceCents = listed.priceCents;
    this.licenseSetupFeeCents = listed.licenseOneTimeCents;
    this.licenseMonthlyCents = listed.licenseMonthlyCents;
    this.negotiationId = props.negotiationId ?? null;
    this.tag = props.tag?.trim() || null;
    this.accountId = props.author?.accountId ?? null;
    this.userId = props.author?.userId ?? null;
    this.createdAt = props.now;
  }

  /** A staff member is done with the lead. Throws LeadAlreadyClosed: a second close would hide the first note. */
  close(input: { staffUserId: number; note: string; now: Date }): void {
    if (this.status === 'closed') throw new LeadAlreadyClosed();
    this.status = 'closed';
    this.closedAt = input.now;
    this.closedByUserId = input.staffUserId;
    this.closeNote = input.note.trim();
  }
}
