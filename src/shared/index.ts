export * from './domain-error.ts';
export * from './list-query.ts';
export * from './list-value.ts';
export * from './money.ts';
export * from './paging.ts';
export * from './password-policy.ts';
export * from './phone-number.ts';
export * from './relative-date.ts';
