import { FixedClock } from '../../../platform/clock/clock.ts';
import type { OutgoingMail } from '../../../platform/mail/mailer.ts';
import type { ListQuery } from '../../../shared/list-query.ts';
import type { EarningsDeps } from '../app/earnings-deps.ts';
import { type BrokerageTransaction, fundingOf, isPayableAt } from '../domain/brokerage-transaction.ts';
import type { License } from '../domain/license.ts';
import type { Listing } from '../domain/listing.ts';
import type { ListingHistoryEntry } from '../domain/listing-history.ts';
import type { BrokerageTransactionRepository, LicenseRepository } from '../ports/earnings-repository.ts';
import type { ListingRepository } from '../ports/listing-repository.ts';

let nextId = 1;

export class InMemoryListings implements ListingRepository {
  readonly rows: Listing[] = [];
  readonly history: ListingHistoryEntry[] = [];
  async ofBroker(brokerAccountId: number, tn: string) {
    return this.rows.find((row) => row.brokerAccountId === brokerAccountId && row.tn === tn) ?? null;
  }
  async byTn(tn: string) {
    return this.rows.find((row) => row.tn === tn) ?? null;
  }
  async list(brokerAccountId: number, _query: ListQuery) {
    const data = this.rows.filter((row) => row.brokerAccountId === brokerAccountId);
    return { data, total: data.length };
  }
  async add(listing: Listing) {
    listing.id = nextId++;
    this.rows.push(listing);
  }
  async remove(listing: Listing) {
    this.rows.splice(this.rows.indexOf(listing), 1);
  }
  async addHistory(entry: ListingHistoryEntry) {
    this.history.push(entry);
  }
  async historyOf(brokerAccountId: number, tn: string) {
    return this.history.filter((entry) => entry.brokerAccountId === brokerAccountId && entry.tn === tn);
  }
  async flush() {}
}

export class InMemoryTransactions implements BrokerageTransactionRepository {
  readonly rows: BrokerageTransaction[] = [];
  async bySource(sourceReference: string) {
    return this.rows.find((row) => row.sourceReference === sourceReference) ?? null;
  }
  async embeddedSaleOf(tn: string, buyerAccountId: number) {
    const sales = this.rows.filter(
      (row) => row.tn === tn && row.type === 'embedded' && row.data.buyerAccountId === buyerAccountId,
    );
    return sales.at(-1) ?? null;
  }
  async anyOf(brokerAccountId: number, tn: string) {
    return this.rows.some((row) => row.brokerAccountId === brokerAccountId && row.tn === tn);
  }
  async add(transaction: BrokerageTransaction) {
    if (await this.bySource(transaction.sourceReference)) throw new Error('transaction_source_reference_key');
    transaction.id = nextId++;
    this.rows.push(transaction);
  }
  async ofBroker(brokerAccountId: number, id: number) {
    return this.rows.find((row) => row.brokerAccountId === brokerAccountId && row.id === id) ?? null;
  }
  /** Ignores the list filters (the SQL adapter's integration tests cover them); keeps `payableAt`. */
  async list(brokerAccountId: number, _query: ListQuery, payableAt?: Date) {
    const data = this.rows.filter(
      (row) => row.brokerAccountId === brokerAccountId && (!payableAt || isPayableAt(row, payableAt)),
    );
    return { data, total: data.length };
  }
  async payoutTotals(brokerAccountId: number, query: ListQuery, payableAt?: Date) {
    const { data } = await this.list(brokerAccountId, query, payableAt);
    return { payoutTotal: data.reduce((sum, row) => sum + row.payoutAmount, 0), payoutCount: data.length };
  }
  async flush() {}
  async movable(afterId: number, limit: number, brokerAccountId?: number) {
    return this.rows
      .filter((row) => row.id > afterId && (row.status === 'new' || row.status === 'pending'))
      .filter((row) => brokerAccountId === undefined || row.brokerAccountId === brokerAccountId)
      .sort((a, b) => a.id - b.id)
      .slice(0, limit);
  }
  async fundedBy(paymentIntentId: string) {
    return this.rows.filter((row) => fundingOf(row)?.paymentIntentId === paymentIntentId);
  }
  async lockPayable(brokerAccountId: number, ids: readonly number[], now: Date) {
    return this.rows
      .filter(
        (row) => ids.includes(row.id) && row.brokerAccountId === brokerAccountId && isPayableAt(row, now),
      )
      .map((row) => ({ id: row.id, payoutAmount: row.payoutAmount }));
  }
  async claim(input: {
    brokerAccountId: number;
    ids: readonly number[];
    payoutId: number;
    now: Date;
    paid: boolean;
  }) {
    const rows = await this.lockPayable(input.brokerAccountId, input.ids, input.now);
    for (const claimed of rows) {
      const row = this.rows.find((one) => one.id === claimed.id)!;
      row.payoutId = input.payoutId;
      if (input.paid) row.status = 'paid';
    }
    return rows;
  }
  async markPaid(payoutId: number) {
    for (const row of this.rows) if (row.payoutId === payoutId) row.status = 'paid';
  }
  async release(payoutId: number) {
    for (const row of this.rows) if (row.payoutId === payoutId && row.status !== 'paid') row.payoutId = null;
  }
}

export class InMemoryLicenses implements LicenseRepository {
  readonly rows: License[] = [];
  async bySource(sourceReference: string) {
    return this.rows.find((row) => row.sourceReference === sourceReference) ?? null;
  }
  async isLicensedOut(tn: string) {
    return this.rows.some((row) => row.tn === tn && row.isActive());
  }
  async activeOf(tn: string, licenseeAccountId: number) {
    return (
      this.rows.find(
        (row) => row.tn === tn && row.licenseeAccountId === licenseeAccountId && row.isActive(),
      ) ?? null
    );
  }
  async ofBroker(brokerAccountId: number, id: number) {
    return this.rows.find((row) => row.brokerAccountId === brokerAccountId && row.id === id) ?? null;
  }
  async list(brokerAccountId: number, _query: ListQuery) {
    const data = this.rows.filter((row) => row.brokerAccountId === brokerAccountId);
    return { data, total: data.length };
  }
  async byIds(brokerAccountId: number, ids: readonly number[]) {
    return this.rows.filter((row) => row.brokerAccountId === brokerAccountId && ids.includes(row.id));
  }
  async add(license: License) {
    license.id = nextId++;
    this.rows.push(license);
  }
  async flush() {}
}

/** Earnings' ports in memory, with what they were asked to do kept for assertions. */
export function inMemoryEarnings(now = '2026-11-28T12:00:00Z') {
  const listings = new InMemoryListings();
  const transactions = new InMemoryTransactions();
  const licenses = new InMemoryLicenses();
  const mails: OutgoingMail[] = [];
  const removed: { accountId: number; tn: string }[] = [];
  const returned: string[] = [];
  const published: string[] = [];
  const deps: EarningsDeps = {
    listings,
    transactions,
    licenses,
    published: {
      publish: async (listing) => {
        published.push(listing.tn);
        return 'published';
      },
      withdraw: async () => {},
    },
    numbers: {
      removeFromAccount: async (accountId, tn) => {
        removed.push({ accountId, tn });
        return true;
      },
    },
    licensed: { returnToSale: async (tn) => void returned.push(tn) },
    mailboxes: { adminEmails: async (accountId) => [`admin-${accountId}@example.com`] },
    mailer: { send: async (mail) => void mails.push(mail) },
    clock: new FixedClock(now),
    licensedOut: (tn) => licenses.isLicensedOut(tn),
  };
  return { deps, listings, transactions, licenses, mails, removed, returned, published };
}
