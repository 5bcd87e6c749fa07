import type { BasketData } from './basket-data.ts';

/** Who is using a basket, as far as the basket's access rule cares. */
export interface BasketUser {
  brandingId: number;
  /** Null for guests. */
  accountId: number | null;
  /** Employees fill baskets for customers: the 25-number cap does not apply to them. */
  isEmployee?: boolean;
}

/**
 * A visitor's basket (docs/adr/0012). A guest basket is open to whoever holds its uuid; once an account
 * owns it, only that account's callers. The brand is fixed at creation: prices and plans are the brand's.
 */
export class Basket {
  readonly uuid: string;
  readonly brandingId: number;
  accountId: number | null;
  data: BasketData;
  readonly createdAt: Date;
  updatedAt: Date;
  /** When the basket was checked out (docs/adr/0031): from then on it is closed to everyone. */
  checkedOutAt: Date | null;

  constructor(props: {
    uuid: string;
    brandingId: number;
    accountId: number | null;
    data?: BasketData;
    now: Date;
  }) {
    this.uuid = props.uuid;
    this.brandingId = props.brandingId;
    this.accountId = props.accountId;
    this.data = props.data ?? {};
    this.createdAt = props.now;
    this.updatedAt = props.now;
    this.checkedOutAt = null;
  }

  /** Same brand, and either a guest basket or one owned by the caller's account. */
  isOpenTo(user: BasketUser): boolean {
    if (user.brandingId !== this.brandingId || this.checkedOutAt !== null) return false;
    return this.accountId === null || this.accountId === user.accountId;
  }

  /**
   * A signed-in caller who changes a guest basket takes it into their account, so that after signing in
   * the basket is theirs alone. Returns whether anything changed.
   */
  claimFor(user: BasketUser, now: Date): boolean {
    if (this.accountId !== null || user.accountId === null) return false;
    this.accountId = user.accountId;
    this.touch(now);
    return true;
  }

  /** Closes the basket once its order is placed: its numbers are the order's now. */
  checkOut(now: Date): void {
    this.checkedOutAt ??= now;
    this.touch(now);
  }

  touch(now: Date): void {
    this.updatedAt = now;
  }

  /** Sets the given keys of the basket data (what the visitor told us), keeping the others. */
  updateData(changes: BasketData, now: Date): void {
    this.data = { ...this.data, ...changes };
    this.touch(now);
  }
}
