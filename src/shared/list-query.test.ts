import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error.ts';
import {
  defineListResource,
  escapeLikePattern,
  type ListQueryInput,
  toListResponse,
  unknownListKeyMessage,
} from './list-query.ts';

const contacts = defineListResource({
  fields: {
    name: { type: 'string' },
    callerId: { type: 'string', property: 'caller_id', ops: ['$eq', '$contains'] },
    blocked: { type: 'enum', values: ['Y', 'N'] },
    amount: { type: 'integer' },
    rate: { type: 'number' },
    smsEnabled: { type: 'boolean' },
    createDate: { type: 'date' },
    note: { type: 'string', sortable: false },
  },
  defaultSort: { createDate: -1 },
  extraParams: ['$relations', 'beforeDate'],
});

function errorsOf(input: ListQueryInput): Record<string, string> {
  try {
    contacts.parse(input);
  } catch (error) {
    if (error instanceof DomainError && error.code === 'list.invalid_query') return error.errors ?? {};
    throw error;
  }
  throw new Error('parsed');
}

describe('list query: paging', () => {
  it('defaults to the first page of 10 in the default order', () => {
    expect(contacts.parse({})).toEqual({
      where: {},
      orderBy: { createDate: 'desc' },
      limit: 10,
      offset: 0,
      extra: {},
    });
  });

  it('reads $skip and $limit', () => {
    expect(contacts.parse({ $skip: '20', $limit: '25' })).toMatchObject({ limit: 25, offset: 20 });
  });

  it('allows $limit=0 for a count without rows', () => {
    expect(contacts.parse({ $limit: '0' }).limit).toBe(0);
  });

  it('rejects $limit above the maximum', () => {
    expect(errorsOf({ $limit: '101' })).toEqual({ $limit: 'must be at most 100' });
    expect(contacts.parse({ $limit: '100' }).limit).toBe(100);
  });

  it.each(['-1', '1.5', 'ten', '', '1e2'])('rejects %j as $skip or $limit', (value) => {
    expect(Object.keys(errorsOf({ $skip: value, $limit: value }))).toEqual(['$skip', '$limit']);
  });

  it('rejects a repeated $limit', () => {
    expect(errorsOf({ $limit: ['10', '20'] })).toHaveProperty('$limit');
  });

  it('honours a resource maximum and default limit', () => {
    const numbers = defineListResource({
      fields: { tn: { type: 'string' } },
      maxLimit: 1000,
      defaultLimit: 200,
    });
    expect(numbers.parse({}).limit).toBe(200);
    expect(numbers.parse({ $limit: '1000' }).limit).toBe(1000);
  });
});

describe('list query: sorting', () => {
  it('sorts by $sort[field] with 1 ascending and -1 descending, in the given order', () => {
    expect(contacts.parse({ '$sort[name]': '1', '$sort[amount]': '-1' }).orderBy).toEqual({
      name: 'asc',
      amount: 'desc',
    });
  });

  it('replaces the default sort when one is given', () => {
    expect(contacts.parse({ '$sort[name]': '-1' }).orderBy).toEqual({ name: 'desc' });
  });

  it('sorts by the mapped property name', () => {
    expect(contacts.parse({ '$sort[callerId]': '1' }).orderBy).toEqual({ caller_id: 'asc' });
  });

  it('rejects unknown and unsortable fields and bad directions', () => {
    expect(errorsOf({ '$sort[secret]': '1', '$sort[note]': '1', '$sort[name]': 'asc' })).toEqual({
      '$sort[secret]': "unknown field 'secret'",
      '$sort[note]': "cannot sort by 'note'",
      '$sort[name]': 'must be 1 or -1',
    });
  });
});

describe('list query: filters', () => {
  it('reads field=value as $eq', () => {
    expect(contacts.parse({ blocked: 'Y' }).where).toEqual({ blocked: { $eq: 'Y' } });
  });

  it('combines several operators on one field', () => {
    expect(contacts.parse({ 'amount[$gte]': '5', 'amount[$lt]': '10' }).where).toEqual({
      amount: { $gte: 5, $lt: 10 },
    });
  });

  it('coerces values by field type', () => {
    const { where } = contacts.parse({
      amount: '-42',
      'rate[$gt]': '.5',
      smsEnabled: 'false',
      'createDate[$lt]': '2026-11-20T15:04:05.123+02:00',
    });
    expect(where).toEqual({
      amount: { $eq: -42 },
      rate: { $gt: 0.5 },
      smsEnabled: { $eq: false },
      createDate: { $lt: new Date('2026-11-20T13:04:05.123Z') },
    });
  });

  it('reads a date alone as midnight UTC and a time without zone as UTC', () => {
    const { where } = contacts.parse({
      'createDate[$gte]': '2026-11-20',
      'createDate[$lt]': '2026-11-21T08:30',
    });
    expect(where.createDate).toEqual({
      $gte: new Date('2026-11-20T00:00:00Z'),
      $lt: new Date('2026-11-21T08:30:00Z'),
    });
  });

  it('keeps an empty string value for string fields', () => {
    expect(contacts.parse({ 'name[$ne]': '' }).where).toEqual({ name: { $ne: '' } });
  });

  it('turns $contains into a case-insensitive $ilike with wildcards escaped', () => {
    expect(contacts.parse({ 'name[$contains]': 'bob' }).where).toEqual({ name: { $ilike: '%bob%' } });
    expect(contacts.parse({ 'name[$contains]': '50%_off\\' }).where).toEqual({
      name: { $ilike: '%50\\%\\_off\\\\%' },
    });
  });

  it('passes $like and $ilike patterns through as given', () => {
    expect(contacts.parse({ 'name[$like]': 'B%', 'note[$ilike]': '%x_' }).where).toEqual({
      name: { $like: 'B%' },
      note: { $ilike: '%x_' },
    });
  });

  it('filters on the mapped property name', () => {
    expect(contacts.parse({ 'callerId[$contains]': '201' }).where).toEqual({
      caller_id: { $ilike: '%201%' },
    });
  });

  it('reads $in and $nin from repeated keys', () => {
    expect(contacts.parse({ 'amount[$in]': ['1', '2'], 'name[$nin]': ['a'] }).where).toEqual({
      amount: { $in: [1, 2] },
      name: { $nin: ['a'] },
    });
  });

  it('reads $in from [] and indexed keys, as qs writes them', () => {
    const input = new URLSearchParams(
      'amount[$in][]=1&amount[$in][]=2&name[$in][0]=a&name[$in][1]=b&amount[$in]=3',
    );
    expect(contacts.parse(input).where).toEqual({ amount: { $in: [1, 2, 3] }, name: { $in: ['a', 'b'] } });
  });

  it('does not split values on commas', () => {
    expect(contacts.parse({ 'name[$in]': 'Smith, Bob' }).where).toEqual({ name: { $in: ['Smith, Bob'] } });
  });

  it('reads URLSearchParams like a record', () => {
    const query = contacts.parse(new URLSearchParams('blocked=N&$sort[name]=1&$limit=25'));
    expect(query).toMatchObject({ where: { blocked: { $eq: 'N' } }, orderBy: { name: 'asc' }, limit: 25 });
  });

  it('ignores keys whose value is undefined', () => {
    expect(contacts.parse({ name: undefined }).where).toEqual({});
  });

  it('passes the resource extra parameters through untouched', () => {
    expect(contacts.parse({ $relations: ['contacts', 'telephoneNumber'], beforeDate: 'x' }).extra).toEqual({
      $relations: ['contacts', 'telephoneNumber'],
      beforeDate: ['x'],
    });
  });
});

describe('unknownListKeyMessage, for routes that take no filters', () => {
  it('names the unknown operator first, then the field or parameter', () => {
    expect(unknownListKeyMessage('name[$bogus]')).toBe("unknown operator '$bogus'");
    expect(unknownListKeyMessage('notAField[$eq]')).toBe("unknown field 'notAField'");
    expect(unknownListKeyMessage('notAField')).toBe("unknown field 'notAField'");
    expect(unknownListKeyMessage('$populate')).toBe('unknown parameter');
    expect(unknownListKeyMessage('a.b[c]')).toBe("unknown field 'a.b[c]'");
  });
});

describe('list query: rejected filters', () => {
  it('rejects unknown fields and parameters', () => {
    expect(errorsOf({ password: 'x', 'secret[$eq]': 'y', $select: 'name', 'a.b': '1' })).toEqual({
      password: "unknown field 'password'",
      'secret[$eq]': "unknown field 'secret'",
      $select: 'unknown parameter',
      'a.b': "unknown field 'a.b'",
    });
  });

  it('rejects unknown operators', () => {
    expect(errorsOf({ 'name[$regex]': '.*' })).toEqual({ 'name[$regex]': "unknown operator '$regex'" });
  });

  it('rejects keys named after Object.prototype members instead of swallowing them', () => {
    const query = new URLSearchParams('__proto__=1&constructor[$eq]=1&$sort[toString]=1');
    expect(Object.entries(errorsOf(query))).toEqual([
      ['__proto__', "unknown field '__proto__'"],
      ['constructor[$eq]', "unknown field 'constructor'"],
      ['$sort[toString]', "unknown field 'toString'"],
    ]);
  });

  it('rejects operators the field does not allow', () => {
    expect(
      errorsOf({
        'callerId[$ne]': '1',
        'blocked[$contains]': 'Y',
        'name[$gt]': 'a',
        'smsEnabled[$in]': 'true',
      }),
    ).toEqual({
      'callerId[$ne]': "operator '$ne' is not allowed on 'callerId'",
      'blocked[$contains]': "operator '$contains' is not allowed on 'blocked'",
      'name[$gt]': "operator '$gt' is not allowed on 'name'",
      'smsEnabled[$in]': "operator '$in' is not allowed on 'smsEnabled'",
    });
  });

  it('rejects several values for a single-valued operator', () => {
    expect(errorsOf({ name: ['a', 'b'], 'amount[$gte][]': '1' })).toEqual({
      name: 'takes a single value',
      'amount[$gte][]': 'takes a single value',
    });
  });

  it('rejects the same condition given twice', () => {
    const input = new URLSearchParams('name[$contains]=a&name[$ilike]=b');
    expect(() => contacts.parse(input)).toThrow(DomainError);
  });

  it.each([
    ['amount', '1.5', 'must be an integer'],
    ['amount', '', 'must be an integer'],
    ['amount', '99999999999999999', 'must be an integer'],
    ['rate', 'NaN', 'must be a number'],
    ['rate', '1e3', 'must be a number'],
    ['smsEnabled', 'yes', "must be 'true' or 'false'"],
    ['blocked', 'y', 'must be one of Y, N'],
  ])('rejects %s=%j', (key, value, message) => {
    expect(errorsOf({ [key]: value })).toEqual({ [key]: message });
  });

  it.each([
    '2026-02-30',
    '2026-13-01',
    '2026-11-20T24:00',
    '20261120',
    'yesterday',
    '2026-11-20T10:00:00+0200',
  ])('rejects the date %j', (value) => {
    expect(errorsOf({ createDate: value })).toHaveProperty('createDate');
  });

  it('rejects one bad value among $in values', () => {
    expect(errorsOf({ 'amount[$in]': ['1', 'x'] })).toEqual({ 'amount[$in]': 'must be an integer' });
  });

  it('reports every offending key in one validation error', () => {
    let caught: unknown;
    try {
      contacts.parse({ $limit: '-1', nope: 'x' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toMatchObject({
      kind: 'validation',
      code: 'list.invalid_query',
      message: 'Invalid list query: $limit, nope.',
      errors: { $limit: 'must be a whole number, 0 or more', nope: "unknown field 'nope'" },
    });
  });
});

describe('defineListResource', () => {
  it('refuses an operator that does not fit the field type', () => {
    expect(() => defineListResource({ fields: { flag: { type: 'boolean', ops: ['$gt'] } } })).toThrow(
      TypeError,
    );
  });

  it('refuses an enum without values', () => {
    expect(() => defineListResource({ fields: { status: { type: 'enum' } } })).toThrow(TypeError);
  });

  it('refuses a default sort on an unknown or unsortable field', () => {
    expect(() =>
      defineListResource({ fields: { note: { type: 'string', sortable: false } }, defaultSort: { note: 1 } }),
    ).toThrow(TypeError);
  });

  it('refuses a default limit above the maximum', () => {
    expect(() => defineListResource({ fields: {}, defaultLimit: 200 })).toThrow(TypeError);
  });

  it('lets a string field opt into range operators', () => {
    const resource = defineListResource({ fields: { name: { type: 'string', ops: ['$gte'] } } });
    expect(resource.parse({ 'name[$gte]': 'm' }).where).toEqual({ name: { $gte: 'm' } });
  });
});

describe('escapeLikePattern and toListResponse', () => {
  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLikePattern('a%b_c\\d')).toBe('a\\%b\\_c\\\\d');
  });

  it('answers { data, total, limit, skip }', () => {
    const query = contacts.parse({ $skip: '10', $limit: '5' });
    expect(toListResponse(['a'], 11, query)).toEqual({ data: ['a'], total: 11, limit: 5, skip: 10 });
  });
});
