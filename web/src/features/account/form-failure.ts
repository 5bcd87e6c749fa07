import { ApiError } from '../../api/api-error.ts';
import { formMessageOf } from './profile-api.ts';

export type FieldErrors<N extends string> = Partial<Record<N, string>>;

export interface FormFailure<N extends string> {
  errors: FieldErrors<N>;
  /** For the form's alert: the server's message when no field took it, or the re-auth outcome. */
  message: string | undefined;
}

/** Splits a failure the form handles into field messages (the server's `errors`) and one for the form. */
export function formFailureOf<N extends string>(error: unknown, names: readonly N[]): FormFailure<N> {
  const errors: FieldErrors<N> = {};
  if (error instanceof ApiError && error.errors) {
    for (const name of names) {
      const message = error.errors[name];
      if (message) errors[name] = message;
    }
  }
  const anyField = names.some((name) => errors[name]);
  return { errors, message: anyField ? undefined : formMessageOf(error) };
}

/** The first of `names` (in form order) that has an error. */
export function firstInvalid<N extends string>(errors: FieldErrors<N>, names: readonly N[]): N | undefined {
  return names.find((name) => errors[name]);
}
