import { ApiError, isAuthenticationFailure, isCancellation, isTimeoutError } from './api-error.ts';

/** Failures the global handler deals with even when a screen shows its errors inline: not the screen's to tell. */
export function concernsWholeApp(error: unknown): boolean {
  return isTimeoutError(error) || isAuthenticationFailure(error);
}

/**
 * What a screen that marks its query or mutation `errorShownInline` shows for its failure: the server's
 * message, or `fallback` when the server sent none (an answer not in its error shape, a non-API failure);
 * null when there is nothing to show here because the global handler tells it (or it was cancelled).
 */
export function inlineErrorText(error: unknown, fallback: string): string | null {
  if (!error || isCancellation(error) || concernsWholeApp(error)) return null;
  if (error instanceof ApiError && error.name !== 'HttpError' && error.message.trim() !== '')
    return error.message;
  return fallback;
}
