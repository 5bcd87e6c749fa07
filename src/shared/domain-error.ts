/** What went wrong, in the caller's terms; the HTTP layer maps each kind to one status (400 ... 429). */
export type DomainErrorKind =
  | 'validation'
  | 'not_authenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'rule_violated'
  | 'rate_limited'
  /** Another service we depend on (a tax service, a payment provider) did not answer usefully: 503. */
  | 'unavailable';

export interface DomainErrorOptions {
  /** Field -> message, using the spec's message texts. */
  errors?: Record<string, string>;
  cause?: unknown;
}

/** An expected failure: thrown by domain and use-case code, mapped once at the edge. */
export class DomainError extends Error {
  readonly kind: DomainErrorKind;
  /** Stable machine-readable code, `<area>.<reason>` (e.g. 'basket.not_found'). */
  readonly code: string;
  readonly errors?: Record<string, string>;

  constructor(kind: DomainErrorKind, code: string, message: string, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.kind = kind;
    this.code = code;
    if (options.errors) this.errors = options.errors;
  }
}

export class ValidationError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('validation', code, message, options);
  }
}

export class NotAuthenticatedError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('not_authenticated', code, message, options);
  }
}

export class ForbiddenError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('forbidden', code, message, options);
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('not_found', code, message, options);
  }
}

export class ConflictError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('conflict', code, message, options);
  }
}

export class GoneError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('gone', code, message, options);
  }
}

/** A business rule refused a well-formed request (422). */
export class RuleViolationError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('rule_violated', code, message, options);
  }
}

export class RateLimitedError extends DomainError {
  /** Whole seconds until the tripped window ends: the answer's Retry-After header. */
  readonly retryAfterSeconds?: number;

  constructor(code: string, message: string, options?: DomainErrorOptions & { retryAfterSeconds?: number }) {
    super('rate_limited', code, message, options);
    if (options?.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** A service we depend on failed (503); the caller may try again later. */
export class UnavailableError extends DomainError {
  constructor(code: string, message: string, options?: DomainErrorOptions) {
    super('unavailable', code, message, options);
  }
}

export function isDomainError(value: unknown, kind?: DomainErrorKind): value is DomainError {
  return value instanceof DomainError && (kind === undefined || value.kind === kind);
}
