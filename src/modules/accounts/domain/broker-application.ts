import { DomainError } from '../../../shared/domain-error.ts';

export type BrokerApplicationStatus = 'pending' | 'approved' | 'rejected';

/** Largest number count an application may state; beyond it the sales team talks to the company anyway. */
export const BROKER_APPLICATION_MAX_NUMBERS = 1_000_000;

export const brokerApplicationPending = () =>
  new DomainError(
    'conflict',
    'accounts.broker_application_pending',
    'This account already has an application waiting for review.',
  );

export const alreadySeller = () =>
  new DomainError('conflict', 'accounts.already_seller', 'This account can already sell numbers.');

export const brokerApplicationDecided = () =>
  new DomainError('conflict', 'accounts.broker_application_decided', 'This application was already decided.');

export const brokerApplicationNotFound = () =>
  new DomainError('not_found', 'accounts.broker_application_not_found', 'No such broker application.');

/**
 * An account's request to sell numbers (spec 3: "The application is made via a Sell tab; the product may
 * approve or deny it"). Staff decide it once; approval makes the account a sellers admin.
 */
export class BrokerApplication {
  id!: number;
  accountId: number;
  brandingId: number;
  /** Who applied, for staff to contact. */
  userId: number;
  email: string;
  company: string;
  website: string;
  numberCount: number;
  message: string;
  status: BrokerApplicationStatus;
  createdAt: Date;
  decidedAt: Date | null;
  decidedBy: number | null;

  constructor(props: {
    accountId: number;
    brandingId: number;
    userId: number;
    email: string;
    company: string;
    website: string;
    numberCount: number;
    message: string;
    createdAt: Date;
  }) {
    this.accountId = props.accountId;
    this.brandingId = props.brandingId;
    this.userId = props.userId;
    this.email = props.email;
    this.company = props.company.trim();
    this.website = props.website.trim();
    this.numberCount = props.numberCount;
    this.message = props.message.trim();
    this.status = 'pending';
    this.createdAt = props.createdAt;
    this.decidedAt = null;
    this.decidedBy = null;
  }

  /** Approve or reject, once. */
  decide(decision: 'approved' | 'rejected', staffUserId: number, now: Date): void {
    if (this.status !== 'pending') throw brokerApplicationDecided();
    this.status = decision;
    this.decidedAt = now;
    this.decidedBy = staffUserId;
  }
}
