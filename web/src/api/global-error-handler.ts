import { isAuthenticationFailure, isCancellation, isTimeoutError } from './api-error.ts';

export const TIMEOUT_MESSAGE = 'Your request has timed out, please refresh the page and try again.';
export const LOGGED_OUT_MESSAGE = 'You have been logged out.';
export const FALLBACK_ERROR_MESSAGE = 'Something went wrong, please try again.';

export interface GlobalErrorHandlerDeps {
  isLoggedIn: () => boolean;
  /** Shows the Error dialog. */
  showError: (message: string) => void;
  /** Forgets the signed-in user once the server has dropped the session. */
  logOut: () => void;
}

/** Spec 1, section 8: what the user sees for a failed call that its screen does not handle itself. */
export function createGlobalErrorHandler({ isLoggedIn, showError, logOut }: GlobalErrorHandlerDeps) {
  return function handleGlobalError(error: unknown): void {
    if (isCancellation(error)) return;
    if (isTimeoutError(error)) {
      showError(TIMEOUT_MESSAGE);
      return;
    }
    if (isAuthenticationFailure(error) && isLoggedIn()) {
      logOut();
      showError(LOGGED_OUT_MESSAGE);
      return;
    }
    const message = error instanceof Error ? error.message : '';
    showError(message.trim() === '' ? FALLBACK_ERROR_MESSAGE : message);
  };
}
