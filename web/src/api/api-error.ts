/** The server's one error shape (ARCHITECTURE.md, "The contract"). */
export interface ApiErrorBody {
  name: string;
  message: string;
  code: string;
  errors?: Record<string, string>;
}

export interface ApiErrorInit extends ApiErrorBody {
  /** HTTP status; 0 when no response arrived (timeout, network failure). */
  status: number;
}

/** Every failed API call surfaces as this, whether the server answered or not. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Field name -> message, for 400 validation answers. */
  readonly errors: Record<string, string> | undefined;

  constructor(init: ApiErrorInit) {
    super(init.message);
    this.name = init.name;
    this.status = init.status;
    this.code = init.code;
    this.errors = init.errors;
  }

  /** From a non-2xx answer; bodies that are not the error shape still give a readable message. */
  static fromResponse(response: Response, body: unknown): ApiError {
    if (isErrorBody(body)) return new ApiError({ ...body, status: response.status });
    const text = typeof body === 'string' && body.trim() !== '' ? body.trim() : undefined;
    return new ApiError({
      status: response.status,
      name: 'HttpError',
      code: `http.${response.status}`,
      message: text ?? `The server answered ${response.status} ${response.statusText}`.trim(),
    });
  }

  /** From a fetch that threw: the 30 s timeout, a network failure or a cancelled request. */
  static fromFetchFailure(
    cause: unknown,
    request: { method: string; url: string },
    timeoutMs: number,
  ): ApiError {
    const what = `${request.method} ${new URL(request.url, 'http://x').pathname}`;
    const name = cause instanceof Error || cause instanceof DOMException ? cause.name : '';
    if (name === 'TimeoutError') {
      // Same wording as the legacy client's timeouts, which the global handler recognises.
      return new ApiError({
        status: 0,
        name: 'Timeout',
        code: 'timeout',
        message: `Timeout of ${timeoutMs}ms exceeded calling ${what}`,
      });
    }
    if (name === 'AbortError') {
      return new ApiError({ status: 0, name: 'AbortError', code: 'aborted', message: `Cancelled ${what}` });
    }
    return new ApiError({
      status: 0,
      name: 'NetworkError',
      code: 'network',
      message: 'The server could not be reached. Check your connection and try again.',
    });
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null) return false;
  const { name, message, code } = body as Record<string, unknown>;
  return typeof name === 'string' && typeof message === 'string' && typeof code === 'string';
}

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** A request that ran out of time: ours (AbortSignal.timeout) or a server-reported one. */
export function isTimeoutError(error: unknown): boolean {
  if (error instanceof ApiError && error.code === 'timeout') return true;
  if (error instanceof DOMException && error.name === 'TimeoutError') return true;
  return /^Timeout\b.*exceeded calling/.test(messageOf(error));
}

/** The session is gone: a 401 NotAuthenticated, or the legacy texts for the same thing. */
export function isAuthenticationFailure(error: unknown): boolean {
  if (error instanceof ApiError && (error.status === 401 || error.name === 'NotAuthenticated')) return true;
  return /AUTH REQUIRED|no current user/i.test(messageOf(error));
}

/** Cancelled on purpose (unmount, a newer request): never worth telling the user about. */
export function isCancellation(error: unknown): boolean {
  if (error instanceof ApiError) return error.code === 'aborted';
  return (error instanceof Error || error instanceof DOMException) && error.name === 'AbortError';
}

/** An answer with one of these statuses, e.g. `hasStatus(error, 400, 409)` for what a form shows itself. */
export function hasStatus(error: unknown, ...statuses: number[]): error is ApiError {
  return error instanceof ApiError && statuses.includes(error.status);
}
