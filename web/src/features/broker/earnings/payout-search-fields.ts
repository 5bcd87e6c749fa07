import { formatCents, Money } from '../../../../../src/shared/money.ts';
import {
  listParamsOf,
  type SearchField,
  type SearchSort,
  type SearchState,
} from '../../../ui/search-bar/search-bar-model.ts';

/**
 * Spec 3 section 5: the payout amount is typed in dollars. The API takes dollars too and compares cents
 * (docs/adr/0061), so a valid amount ('$1,234.5') is sent as plain dollars ('1234.50').
 */
export function amountFilterValue(text: string): string | null {
  const amount = Money.tryParse(text);
  return amount ? formatCents(amount.cents, { symbol: false, grouping: false }) : null;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A picked date (YYYY-MM-DD), or null. */
export function payoutDateValue(text: string): string | null {
  const match = DAY.exec(text);
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? null : text;
}

/** The Payouts screen's search fields (spec 3 section 2): Payout ID, Amount in dollars, Payout Date. */
export const PAYOUT_SEARCH_FIELDS: readonly SearchField[] = [
  { name: 'payoutId', label: 'Payout ID', type: 'number', placeholder: '12' },
  { name: 'amount', label: 'Amount', type: 'number', toApi: amountFilterValue, placeholder: '49.95' },
  {
    name: 'createDate',
    label: 'Payout Date',
    type: 'number',
    operators: ['is', 'lt', 'gt'],
    inputType: 'date',
    toApi: payoutDateValue,
  },
];

/** Spec 3 section 9: payouts newest first. */
export const PAYOUT_DEFAULT_SORT: SearchSort = { field: 'createDate', direction: -1 };

/** Local midnight of a picked day, and of the day after, as the API's instants. */
function dayBounds(day: string): [string, string] {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return [new Date(year, month - 1, date).toISOString(), new Date(year, month - 1, date + 1).toISOString()];
}

/**
 * The list-language params of the search: a Payout Date is a day in the browser's time zone, so 'is' asks for
 * that day's range, 'less than' for before it and 'greater than' for after it.
 */
export function payoutParamsOf(state: SearchState): Record<string, string> {
  const dateChip = state.chips.find((chip) => chip.field === 'createDate');
  const params = listParamsOf({ ...state, chips: state.chips.filter((chip) => chip !== dateChip) });
  if (dateChip) {
    const [start, end] = dayBounds(dateChip.value);
    if (dateChip.operator === 'is') {
      params['createDate[$gte]'] = start;
      params['createDate[$lt]'] = end;
    } else if (dateChip.operator === 'lt') params['createDate[$lt]'] = start;
    else params['createDate[$gte]'] = end;
  }
  return params;
}
