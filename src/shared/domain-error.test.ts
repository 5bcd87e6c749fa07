import { describe, expect, it } from 'vitest';
import {
  ConflictError,
  DomainError,
  ForbiddenError,
  GoneError,
  isDomainError,
  NotAuthenticatedError,
  NotFoundError,
  RateLimitedError,
  RuleViolationError,
  UnavailableError,
  ValidationError,
} from './domain-error.ts';

class BasketNotFound extends NotFoundError {
  constructor(uuid: string) {
    super('basket.not_found', `Basket ${uuid} was not found.`);
  }
}

describe('DomainError', () => {
  it('carries a kind, a code and a message', () => {
    const error = new DomainError('conflict', 'basket.duplicate', 'Already in your cart.');
    expect(error).toBeInstanceOf(Error);
    expect(error.kind).toBe('conflict');
    expect(error.code).toBe('basket.duplicate');
    expect(error.message).toBe('Already in your cart.');
    expect(error.errors).toBeUndefined();
  });

  it('carries field errors when given', () => {
    const error = new ValidationError('contact.invalid', 'Invalid contact.', {
      errors: { name: 'Name is required.' },
    });
    expect(error.errors).toEqual({ name: 'Name is required.' });
  });

  it('keeps the cause for logs', () => {
    const cause = new Error('socket closed');
    expect(new GoneError('catalog.gone', 'Gone.', { cause }).cause).toBe(cause);
  });

  it('names itself after the concrete class so logs show the specific error', () => {
    const error = new BasketNotFound('b-1');
    expect(error.name).toBe('BasketNotFound');
    expect(error.kind).toBe('not_found');
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toBeInstanceOf(DomainError);
  });

  it('gives each helper subclass its kind', () => {
    const kinds = [
      new ValidationError('c', 'm'),
      new NotAuthenticatedError('c', 'm'),
      new ForbiddenError('c', 'm'),
      new NotFoundError('c', 'm'),
      new ConflictError('c', 'm'),
      new GoneError('c', 'm'),
      new RuleViolationError('c', 'm'),
      new RateLimitedError('c', 'm'),
      new UnavailableError('c', 'm'),
    ].map((error) => error.kind);
    expect(kinds).toEqual([
      'validation',
      'not_authenticated',
      'forbidden',
      'not_found',
      'conflict',
      'gone',
      'rule_violated',
      'rate_limited',
      'unavailable',
    ]);
  });

  it('recognises domain errors, optionally of one kind', () => {
    expect(isDomainError(new ForbiddenError('c', 'm'))).toBe(true);
    expect(isDomainError(new ForbiddenError('c', 'm'), 'forbidden')).toBe(true);
    expect(isDomainError(new ForbiddenError('c', 'm'), 'not_found')).toBe(false);
    expect(isDomainError(new Error('plain'))).toBe(false);
  });
});
