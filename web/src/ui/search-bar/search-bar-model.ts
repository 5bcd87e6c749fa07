import { escapeLikePattern } from '../../../../src/shared/list-query.ts';

/** Spec 3 section 9's operators by field type; `is` is the list language's plain `field=value`. */
export type SearchOperator =
  | 'contains'
  | 'is'
  | 'isNot'
  | 'startsWith'
  | 'endsWith'
  | 'lt'
  | 'lte'
  | 'gt'
  | 'gte';

export type SearchFieldType = 'string' | 'number' | 'enum';

export const OPERATORS_BY_TYPE: Record<SearchFieldType, readonly SearchOperator[]> = {
  string: ['contains', 'is', 'isNot', 'startsWith', 'endsWith'],
  number: ['is', 'isNot', 'lt', 'lte', 'gt', 'gte'],
  enum: ['is', 'isNot'],
};

export const OPERATOR_LABELS: Record<SearchOperator, string> = {
  contains: 'contains',
  is: 'is',
  isNot: 'is not',
  startsWith: 'starts with',
  endsWith: 'ends with',
  lt: 'less than',
  lte: 'less than or equal',
  gt: 'greater than',
  gte: 'greater than or equal',
};

export interface SearchField {
  /** The API's field name (the list language's key). */
  name: string;
  label: string;
  type: SearchFieldType;
  /** An enum's choices; values are sent as written ('true', '5'), the API coerces them. */
  values?: readonly { value: string; label: string }[];
  /**
   * The value as the API wants it for this operator (a phone number as E.164, dollars as cents), or null when
   * the typed text is not acceptable for the field (the input flashes red). Default: the trimmed text, which
   * must be numeric for number fields.
   */
  toApi?: (text: string, operator: SearchOperator) => string | null;
  /** Default true. */
  sortable?: boolean;
  /** Shown in the value input. */
  placeholder?: string;
  /** The operators offered, when not all of the type's (a date field: is, before, after). */
  operators?: readonly SearchOperator[];
  /** A date field's value input is a date picker (its value YYYY-MM-DD). */
  inputType?: 'date';
}

/** The operators a field offers: its own list, else its type's. */
export const operatorsOf = (field: SearchField): readonly SearchOperator[] =>
  field.operators ?? OPERATORS_BY_TYPE[field.type];

export interface SearchChip {
  field: string;
  operator: SearchOperator;
  /** What the person typed or chose, shown on the chip. */
  text: string;
  /** What is sent. */
  value: string;
}

export interface SearchSort {
  field: string;
  direction: 1 | -1;
}

export interface SearchState {
  chips: readonly SearchChip[];
  sort: SearchSort;
}

const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** The API value of a typed value, or null when the field refuses it (spec 3 section 5). */
export function chipValueOf(field: SearchField, operator: SearchOperator, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (field.type === 'enum' && !field.values?.some((choice) => choice.value === trimmed)) return null;
  if (field.toApi) return field.toApi(trimmed, operator);
  if (field.type === 'number' && !NUMERIC.test(trimmed)) return null;
  return trimmed;
}

/** Each field is offered once at a time: the fields no chip uses yet. */
export function unusedFields(fields: readonly SearchField[], chips: readonly SearchChip[]): SearchField[] {
  return fields.filter((field) => !chips.some((chip) => chip.field === field.name));
}

/** The list language's query keys and values for chips and sort (src/shared/list-query.ts). */
export function listParamsOf(state: SearchState): Record<string, string> {
  const params: Record<string, string> = {};
  for (const { field, operator, value } of state.chips) {
    const [key, sent] = paramOf(field, operator, value);
    params[key] = sent;
  }
  params[`$sort[${state.sort.field}]`] = String(state.sort.direction);
  return params;
}

function paramOf(field: string, operator: SearchOperator, value: string): [string, string] {
  switch (operator) {
    case 'is':
      return [field, value];
    case 'isNot':
      return [`${field}[$ne]`, value];
    case 'contains':
      return [`${field}[$contains]`, value];
    case 'startsWith':
      return [`${field}[$like]`, `${escapeLikePattern(value)}%`];
    case 'endsWith':
      return [`${field}[$like]`, `%${escapeLikePattern(value)}`];
    default:
      return [`${field}[$${operator}]`, value];
  }
}
