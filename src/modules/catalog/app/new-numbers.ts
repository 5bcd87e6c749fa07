import { PhoneNumber } from '../../../shared/phone-number.ts';
import type { NewNumberLookup, NewNumberRow } from '../ports/new-number-lookup.ts';

/** Spec 2: the lookup pages at most 300 rows and never counts past 9999. */
export const NEW_NUMBERS_MAX_LIMIT = 300;
export const NEW_NUMBERS_MAX_TOTAL = 9999;

export interface NewNumberView {
  tn: string;
  humanTn: string;
  /** Cents. */
  intprice: number;
  vendor: string;
  /** Cents. */
  cost: number;
  status: string;
  negotiationId: null;
  negotiationUUID: null;
  show_negotiable: boolean;
  createdAt: string;
}

export interface NewNumbersInput {
  /** What staff typed: punctuation is ignored, the digits are matched. */
  search?: string;
  sort: 'tn' | '-createdAt';
  limit: number;
  skip: number;
}

const toView = (row: NewNumberRow): NewNumberView => ({
  tn: row.tn,
  humanTn: PhoneNumber.tryParse(row.tn)?.format() ?? row.tn,
  intprice: row.priceCents,
  vendor: row.vendor,
  cost: row.costCents,
  status: row.status,
  // Offers arrive with the offers module; until then no number has a negotiation.
  negotiationId: null,
  negotiationUUID: null,
  show_negotiable: row.negotiable,
  createdAt: row.createdAt.toISOString(),
});

/** GET /api/new-telephone-numbers: staff look a number up in the whole inventory. */
export function makeListNewNumbers({ numbers }: { numbers: NewNumberLookup }) {
  return async function listNewNumbers(input: NewNumbersInput) {
    const digits = input.search?.replace(/\D/g, '') || null;
    const limit = Math.min(input.limit, NEW_NUMBERS_MAX_LIMIT);
    const { rows, total } = await numbers.page({
      digits,
      sort: input.sort,
      limit,
      offset: input.skip,
      countCap: NEW_NUMBERS_MAX_TOTAL,
    });
    return { data: rows.map(toView), total: Math.min(total, NEW_NUMBERS_MAX_TOTAL), limit, skip: input.skip };
  };
}
