import type { BasketItem } from './basket-item.ts';

/** One amount on the order summary. Money in cents. */
export interface ChargeLine {
  basketItemId: number;
  /** The line's number (E.164); null for user seats. */
  tn: string | null;
  kind: 'number' | 'licenseSetup' | 'plan' | 'license' | 'portInFee' | 'seat';
  /** As the summary says it, e.g. 'Park plan, 12 months'. */
  description: string;
  /** Months the amount pays for (plans, licence fees, seats); null for one-time charges. */
  months: number | null;
  amountCents: number;
}

export interface ChargeGroup {
  lines: ChargeLine[];
  totalCents: number;
}

/**
 * Spec 2's order summary (docs/adr/0027): what the buyer pays today, what is billed when each port-in
 * completes, and what the order costs each month once running. Checkout charges `today.totalCents` (before
 * tax and account balance), so the screen and the charge come from this one function.
 */
export interface BasketCharges {
  /**
   * Today's Total: each new number's price and the first billing period of its plan and licence fee (a
   * 12-month period bills twelve months up front), and the first month of each user seat.
   */
  today: ChargeGroup;
  /** Billed Upon Port-In: each port-in's fee (waived for Park billed yearly) and its plan's first period. */
  uponPortIn: ChargeGroup;
  /** Order Monthly Total: every line's monthly charge (plan, licence fee, seat), whatever its period. */
  monthly: ChargeGroup;
}

export interface ChargeNames {
  /** A plan's name as the brand calls it ('Park'); 'Plan {id}' when not given. */
  planName?: (planId: number) => string | undefined;
}

const SEAT_NAMES = { user: 'Standard user', admin: 'Admin user' } as const;

const monthsText = (months: number) => (months === 1 ? '1 month' : `${months} months`);

/** The order summary of the lines still in the basket at `now` (lapsed and removed lines count for nothing). */
export function basketCharges(
  items: readonly BasketItem[],
  now: Date,
  names: ChargeNames = {},
): BasketCharges {
  const today: ChargeLine[] = [];
  const uponPortIn: ChargeLine[] = [];
  const monthly: ChargeLine[] = [];
  const planName = (id: number) => names.planName?.(id) ?? `Plan ${id}`;

  for (const item of items.filter((candidate) => candidate.isLive(now))) {
    const line = (kind: ChargeLine['kind'], description: string, months: number | null, amount: number) => ({
      basketItemId: item.id,
      tn: item.tn,
      kind,
      description,
      months,
      amountCents: amount,
    });
    const period = item.billingPeriod;

    if (item.type === 'user' || item.type === 'admin') {
      const seat = SEAT_NAMES[item.type];
      today.push(line('seat', `${seat}, ${monthsText(1)}`, 1, item.mrcCents));
      monthly.push(line('seat', seat, 1, item.mrcCents));
      continue;
    }

    const plan = planName(item.planId ?? 0);
    const planLine = line('plan', `${plan} plan, ${monthsText(period)}`, period, period * item.planMrcCents);
    if (item.type === 'portIn') {
      const fee = item.dueOnceCents;
      uponPortIn.push(
        line(
          'portInFee',
          fee === 0 ? 'Port-in fee (waived with Park billed yearly)' : 'Port-in fee',
          null,
          fee,
        ),
        planLine,
      );
    } else {
      today.push(
        line(
          item.isLicensed ? 'licenseSetup' : 'number',
          item.isLicensed ? 'License setup fee' : 'Number',
          null,
          item.dueOnceCents,
        ),
      );
      today.push(planLine);
      if (item.mrcCents > 0)
        today.push(line('license', `License fee, ${monthsText(period)}`, period, period * item.mrcCents));
    }
    const every = period === 1 ? '' : ` (billed every ${period} months)`;
    monthly.push(line('plan', `${plan} plan${every}`, 1, item.planMrcCents));
    if (item.mrcCents > 0) monthly.push(line('license', `License fee${every}`, 1, item.mrcCents));
  }
  return { today: group(today), uponPortIn: group(uponPortIn), monthly: group(monthly) };
}

function group(lines: ChargeLine[]): ChargeGroup {
  return { lines, totalCents: lines.reduce((total, line) => total + line.amountCents, 0) };
}
