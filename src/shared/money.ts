import { ValidationError } from './domain-error.ts';

export interface ParseMoneyOptions {
  allowNegative?: boolean;
}

export interface FormatMoneyOptions {
  /** Prefix with '$' (default true). */
  symbol?: boolean;
  /** Group thousands with commas (default true). */
  grouping?: boolean;
}

// Optional sign, optional '$' (either order), digits with or without correct thousands commas, up to 2 decimals.
const AMOUNT = /^(-?)\$?\s*(-?)(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/;

// Products of cents and a float factor land a hair below .5 (1.005 * 100 = 100.49999999999999).
const FLOAT_NOISE = 1e-9;

/** An amount of US dollars held as integer cents; immutable. */
export class Money {
  readonly cents: number;

  private constructor(cents: number) {
    if (!Number.isSafeInteger(cents))
      throw new RangeError(`Money needs a safe integer of cents, got ${cents}`);
    this.cents = cents === 0 ? 0 : cents; // no -0
    Object.freeze(this);
  }

  static readonly ZERO = new Money(0);

  /** Throws RangeError unless `cents` is a safe integer. */
  static fromCents(cents: number): Money {
    return new Money(cents);
  }

  /** Dollars as a number (e.g. a search box value) to cents, rounded half away from zero. */
  static fromDollars(dollars: number): Money {
    if (!Number.isFinite(dollars))
      throw new RangeError(`Money needs a finite amount of dollars, got ${dollars}`);
    return new Money(roundHalfAwayFromZero(dollars * 100));
  }

  /**
   * '$1,234.50', '9.95', '10', '.5' (50 cents). At most 2 decimals; negatives only when allowed.
   * Throws ValidationError 'money.invalid' or 'money.negative'.
   */
  static parse(text: string, options: ParseMoneyOptions = {}): Money {
    return new Money(parseDollarsToCents(text, options));
  }

  static tryParse(text: string, options?: ParseMoneyOptions): Money | null {
    try {
      return Money.parse(text, options);
    } catch {
      return null;
    }
  }

  static sum(amounts: Iterable<Money>): Money {
    let total = Money.ZERO;
    for (const amount of amounts) total = total.add(amount);
    return total;
  }

  add(other: Money): Money {
    return new Money(this.cents + other.cents);
  }

  subtract(other: Money): Money {
    return new Money(this.cents - other.cents);
  }

  /**
   * By an integer: exact. By any other factor (a rate, 0.9 for a 10% cut): the product is rounded
   * to whole cents half away from zero (895.5 -> 896, -895.5 -> -896).
   */
  multiply(factor: number): Money {
    if (!Number.isFinite(factor)) throw new RangeError(`Money cannot be multiplied by ${factor}`);
    const product = this.cents * factor;
    return new Money(Number.isInteger(factor) ? product : roundHalfAwayFromZero(product));
  }

  negate(): Money {
    return new Money(-this.cents);
  }

  /** -1, 0 or 1, usable as a sort comparator body. */
  compare(other: Money): -1 | 0 | 1 {
    return this.cents < other.cents ? -1 : this.cents > other.cents ? 1 : 0;
  }

  equals(other: Money): boolean {
    return this.cents === other.cents;
  }

  lessThan(other: Money): boolean {
    return this.cents < other.cents;
  }

  greaterThan(other: Money): boolean {
    return this.cents > other.cents;
  }

  isZero(): boolean {
    return this.cents === 0;
  }

  isNegative(): boolean {
    return this.cents < 0;
  }

  isPositive(): boolean {
    return this.cents > 0;
  }

  /** '$9.95', '-$1,234.50'. */
  format(options?: FormatMoneyOptions): string {
    return formatCents(this.cents, options);
  }

  toString(): string {
    return this.format();
  }

  /** Serialises as integer cents, the API's money unit. */
  toJSON(): number {
    return this.cents;
  }
}

/** Integer cents to '$9.95' / '-$1,234.50' (or '1234.50' without symbol and grouping). */
export function formatCents(cents: number, options: FormatMoneyOptions = {}): string {
  if (!Number.isSafeInteger(cents))
    throw new RangeError(`formatCents needs a safe integer of cents, got ${cents}`);
  const { symbol = true, grouping = true } = options;
  const abs = Math.abs(cents);
  const dollars = String(Math.floor(abs / 100));
  const grouped = grouping ? dollars.replace(/\B(?=(\d{3})+$)/g, ',') : dollars;
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${symbol ? '$' : ''}${grouped}.${fraction}`;
}

/** Text typed by a person to integer cents; see Money.parse. */
export function parseDollarsToCents(text: string, options: ParseMoneyOptions = {}): number {
  const match = AMOUNT.exec(text.trim());
  const [, signBefore = '', signAfter = '', whole = '', fraction] = match ?? [];
  if (!match || (signBefore && signAfter) || (whole === '' && !fraction)) {
    throw new ValidationError('money.invalid', 'Please enter a valid dollar amount.');
  }
  const magnitude = Number(whole.replaceAll(',', '') || '0') * 100 + Number((fraction ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(magnitude))
    throw new ValidationError('money.invalid', 'The amount is too large.');
  const negative = (signBefore || signAfter) === '-' && magnitude !== 0;
  if (negative && !options.allowNegative) {
    throw new ValidationError('money.negative', 'The amount must not be negative.');
  }
  return negative ? -magnitude : magnitude;
}

function roundHalfAwayFromZero(value: number): number {
  const abs = Math.abs(value);
  const floor = Math.floor(abs);
  const rounded = abs - floor >= 0.5 - FLOAT_NOISE ? floor + 1 : floor;
  return value < 0 ? -rounded : rounded;
}
