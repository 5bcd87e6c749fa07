import { ValidationError } from './domain-error.ts';
import { coerceListValue, type ListFieldType, type ListFilterValue } from './list-value.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './paging.ts';

export type { ListFieldType, ListFilterValue } from './list-value.ts';

export type ListOperator =
  | '$eq'
  | '$ne'
  | '$in'
  | '$nin'
  | '$contains'
  | '$like'
  | '$ilike'
  | '$lt'
  | '$lte'
  | '$gt'
  | '$gte';

/** Operators that reach the filter: `$contains` is rewritten to `$ilike`. */
export type ListWhereOperator = Exclude<ListOperator, '$contains'>;

export interface ListField {
  type: ListFieldType;
  /** Operators a client may use; default: all that fit the type, except $lt..$gte on strings. */
  ops?: readonly ListOperator[];
  /** Default true. */
  sortable?: boolean;
  /** Allowed values of an 'enum' field. */
  values?: readonly string[];
  /** Entity property the field maps to, when its API name differs. */
  property?: string;
}

export type SortDirection = 1 | -1;

export interface ListResourceDefinition<F extends Record<string, ListField> = Record<string, ListField>> {
  fields: F;
  defaultSort?: { [K in keyof F]?: SortDirection };
  /** Default DEFAULT_PAGE_SIZE (10). */
  defaultLimit?: number;
  /** Largest $limit accepted; default MAX_PAGE_SIZE (100). */
  maxLimit?: number;
  /** Other query keys the route reads itself ($relations, beforeDate...): passed through raw in `extra`. */
  extraParams?: readonly string[];
}

export type ListWhere = Record<
  string,
  Partial<Record<ListWhereOperator, ListFilterValue | ListFilterValue[]>>
>;
export type ListOrderBy = Record<string, 'asc' | 'desc'>;

/** A checked list request, shaped for MikroORM's `find(where, { orderBy, limit, offset })`. */
export interface ListQuery {
  where: ListWhere;
  orderBy: ListOrderBy;
  limit: number;
  offset: number;
  extra: Record<string, string[]>;
}

export interface ListResponse<T> {
  data: T[];
  total: number;
  limit: number;
  skip: number;
}

/** Hono's `c.req.queries()`, `c.req.query()` or URLSearchParams. */
export type ListQueryInput = URLSearchParams | Record<string, string | readonly string[] | undefined>;

export interface ListResource<F extends Record<string, ListField> = Record<string, ListField>> {
  readonly definition: ListResourceDefinition<F>;
  /** Throws ValidationError 'list.invalid_query' with `errors` keyed by the offending query key. */
  parse(input: ListQueryInput): ListQuery;
}

const OPERATORS_BY_TYPE: Record<ListFieldType, readonly ListOperator[]> = {
  string: ['$eq', '$ne', '$in', '$nin', '$contains', '$like', '$ilike', '$lt', '$lte', '$gt', '$gte'],
  integer: ['$eq', '$ne', '$in', '$nin', '$lt', '$lte', '$gt', '$gte'],
  number: ['$eq', '$ne', '$in', '$nin', '$lt', '$lte', '$gt', '$gte'],
  date: ['$eq', '$ne', '$in', '$nin', '$lt', '$lte', '$gt', '$gte'],
  boolean: ['$eq', '$ne'],
  enum: ['$eq', '$ne', '$in', '$nin'],
};
const RANGE_OPERATORS: readonly ListOperator[] = ['$lt', '$lte', '$gt', '$gte'];
const LIST_OPERATORS: readonly ListOperator[] = OPERATORS_BY_TYPE.string;
const MULTI_VALUE: readonly ListOperator[] = ['$in', '$nin'];

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
// field, field[$op], field[$op][] or field[$op][0]; the last two only for $in/$nin.
const FILTER_KEY = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[(\$[A-Za-z]+)\](\[\d*\])?)?$/;
const SORT_KEY = /^\$sort\[([^\]]*)\]$/;

export function defineListResource<const F extends Record<string, ListField>>(
  definition: ListResourceDefinition<F>,
): ListResource<F> {
  checkDefinition(definition);
  return { definition, parse: (input) => parseListQuery(definition, input) };
}

export function parseListQuery(definition: ListResourceDefinition, input: ListQueryInput): ListQuery {
  const reader = new ListQueryReader(definition);
  for (const [key, values] of entriesOf(input)) reader.read(key, values);
  return reader.finish();
}

export function toListResponse<T>(
  data: T[],
  total: number,
  query: Pick<ListQuery, 'limit' | 'offset'>,
): ListResponse<T> {
  return { data, total, limit: query.limit, skip: query.offset };
}

/**
 * Why a query key a list route does not read is refused: the unknown operator of `field[$op]`, else
 * the unknown field (or parameter, for `$...` keys). Routes without filters use it for every key.
 */
export function unknownListKeyMessage(key: string): string {
  const match = FILTER_KEY.exec(key);
  const op = match?.[2];
  if (op !== undefined && !LIST_OPERATORS.includes(op as ListOperator)) return `unknown operator '${op}'`;
  if (key.startsWith('$')) return 'unknown parameter';
  return `unknown field '${match?.[1] ?? key}'`;
}

/** Makes text match itself literally inside a LIKE pattern (backslash is PostgreSQL's default escape). */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** One pass over the query-string keys, collecting every problem before throwing. */
class ListQueryReader {
  readonly #definition: ListResourceDefinition;
  readonly #fields: Record<string, ListField>;
  readonly #maxLimit: number;
  readonly #query: ListQuery;
  // Null prototype: a '__proto__' key must be reported like any other unknown key, not swallowed.
  readonly #errors: Record<string, string> = Object.create(null);
  // $in/$nin values may arrive under several keys (repeated, [] and [0] forms): gathered, then coerced.
  readonly #lists = new Map<string, { key: string; name: string; op: ListOperator; values: string[] }>();

  constructor(definition: ListResourceDefinition) {
    this.#definition = definition;
    this.#fields = definition.fields;
    this.#maxLimit = definition.maxLimit ?? MAX_PAGE_SIZE;
    const limit = definition.defaultLimit ?? Math.min(DEFAULT_PAGE_SIZE, this.#maxLimit);
    this.#query = { where: {}, orderBy: {}, limit, offset: 0, extra: {} };
  }

  read(key: string, values: string[]): void {
    const sort = SORT_KEY.exec(key);
    if (this.#definition.extraParams?.includes(key)) this.#query.extra[key] = values;
    else if (key === '$limit' || key === '$skip') this.#readCount(key, values);
    else if (sort) this.#readSort(key, sort[1] ?? '', values);
    else this.#readFilter(key, values);
  }

  finish(): ListQuery {
    for (const { key, name, op, values } of this.#lists.values()) this.#addFilter(key, name, op, values);
    if (Object.keys(this.#query.orderBy).length === 0) {
      for (const [name, direction] of Object.entries(this.#definition.defaultSort ?? {})) {
        this.#query.orderBy[this.#fields[name]?.property ?? name] = direction === -1 ? 'desc' : 'asc';
      }
    }
    const offending = Object.keys(this.#errors);
    if (offending.length > 0) {
      throw new ValidationError('list.invalid_query', `Invalid list query: ${offending.join(', ')}.`, {
        errors: { ...this.#errors },
      });
    }
    return this.#query;
  }

  #readCount(key: '$limit' | '$skip', values: string[]): void {
    const text = single(values) ?? '';
    const count = Number(text);
    if (!/^\d+$/.test(text) || !Number.isSafeInteger(count))
      this.#errors[key] = 'must be a whole number, 0 or more';
    else if (key === '$skip') this.#query.offset = count;
    else if (count > this.#maxLimit) this.#errors[key] = `must be at most ${this.#maxLimit}`;
    else this.#query.limit = count;
  }

  #readSort(key: string, name: string, values: string[]): void {
    const field = this.#field(name);
    const direction = single(values);
    if (!field) this.#errors[key] = `unknown field '${name}'`;
    else if (field.sortable === false) this.#errors[key] = `cannot sort by '${name}'`;
    else if (direction !== '1' && direction !== '-1') this.#errors[key] = 'must be 1 or -1';
    else this.#query.orderBy[field.property ?? name] = direction === '1' ? 'asc' : 'desc';
  }

  #readFilter(key: string, values: string[]): void {
    const match = FILTER_KEY.exec(key);
    const name = match?.[1] ?? '';
    const field = this.#field(name);
    const op = (match?.[2] ?? '$eq') as ListOperator;
    const listForm = match?.[3] !== undefined;
    if (!match || !field) {
      this.#errors[key] = key.startsWith('$') ? 'unknown parameter' : `unknown field '${name || key}'`;
    } else if (!LIST_OPERATORS.includes(op)) this.#errors[key] = `unknown operator '${op}'`;
    else if (!operatorsOf(field).includes(op))
      this.#errors[key] = `operator '${op}' is not allowed on '${name}'`;
    else if (MULTI_VALUE.includes(op)) {
      const list = this.#lists.get(name + op) ?? { key, name, op, values: [] };
      list.values.push(...values);
      this.#lists.set(name + op, list);
    } else if (listForm || values.length !== 1) this.#errors[key] = 'takes a single value';
    else this.#addFilter(key, name, op, values[0] as string);
  }

  #addFilter(key: string, name: string, op: ListOperator, raw: string | string[]): void {
    const field = this.#fields[name] as ListField;
    const coerced = (Array.isArray(raw) ? raw : [raw]).map((text) =>
      coerceListValue(field.type, text, field.values),
    );
    const values: ListFilterValue[] = [];
    for (const result of coerced) {
      if (!result.ok) {
        this.#errors[key] = result.error;
        return;
      }
      values.push(result.value);
    }
    const property = field.property ?? name;
    const conditions = this.#query.where[property] ?? {};
    const outOp: ListWhereOperator = op === '$contains' ? '$ilike' : op;
    if (outOp in conditions) {
      this.#errors[key] = `repeats a condition already given on '${name}'`;
      return;
    }
    if (op === '$contains') conditions.$ilike = `%${escapeLikePattern(String(values[0]))}%`;
    else conditions[outOp] = Array.isArray(raw) ? values : values[0];
    this.#query.where[property] = conditions;
  }

  #field(name: string): ListField | undefined {
    return Object.hasOwn(this.#fields, name) ? this.#fields[name] : undefined;
  }
}

function operatorsOf(field: ListField): readonly ListOperator[] {
  return (
    field.ops ??
    OPERATORS_BY_TYPE[field.type].filter((op) => field.type !== 'string' || !RANGE_OPERATORS.includes(op))
  );
}

function single(values: string[]): string | undefined {
  return values.length === 1 ? values[0] : undefined;
}

function entriesOf(input: ListQueryInput): [string, string[]][] {
  if (input instanceof URLSearchParams) {
    const grouped = new Map<string, string[]>();
    for (const [key, value] of input) grouped.set(key, [...(grouped.get(key) ?? []), value]);
    return [...grouped];
  }
  return Object.entries(input)
    .filter((entry): entry is [string, string | readonly string[]] => entry[1] !== undefined)
    .map(([key, value]) => [key, typeof value === 'string' ? [value] : [...value]]);
}

function checkDefinition(definition: ListResourceDefinition): void {
  const { fields, defaultLimit, maxLimit = MAX_PAGE_SIZE } = definition;
  for (const [name, field] of Object.entries(fields)) {
    if (!FIELD_NAME.test(name)) throw new TypeError(`List field '${name}' is not a plain identifier`);
    const misfit = field.ops?.find((op) => !OPERATORS_BY_TYPE[field.type].includes(op));
    if (misfit) throw new TypeError(`Operator ${misfit} does not fit ${field.type} field '${name}'`);
    if (field.type === 'enum' && !field.values?.length)
      throw new TypeError(`Enum field '${name}' needs values`);
  }
  for (const name of Object.keys(definition.defaultSort ?? {})) {
    if (!Object.hasOwn(fields, name) || fields[name]?.sortable === false) {
      throw new TypeError(`Default sort field '${name}' is not a sortable field`);
    }
  }
  if (!Number.isSafeInteger(maxLimit) || maxLimit < 1)
    throw new TypeError(`maxLimit must be a positive integer`);
  if (
    defaultLimit !== undefined &&
    (!Number.isSafeInteger(defaultLimit) || defaultLimit < 1 || defaultLimit > maxLimit)
  ) {
    throw new TypeError(`defaultLimit must be a positive integer no larger than maxLimit`);
  }
}
