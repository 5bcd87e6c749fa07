import type { FormEvent } from 'react';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/api-error.ts';

export type FieldErrors<N extends string> = Partial<Record<N, string>>;

type NameOf<V> = keyof V & string;
type StringNameOf<V> = { [K in NameOf<V>]: V[K] extends string ? K : never }[NameOf<V>];

export interface UseFormOptions<V extends Record<string, unknown>> {
  /** Each field's starting value; the key order is the form order (which invalid field gets focus first). */
  fields: V;
  /** Messages per field before anything is sent; an empty object lets the submit go ahead. */
  validate?: (values: V) => FieldErrors<NameOf<V>>;
  /** Sends the form. A throw is shown: the API's `errors` on their fields, otherwise one form message. */
  submit: (values: V) => unknown;
  /**
   * The form's message for a failure no field took. By default an ApiError's message; `undefined` shows
   * nothing (e.g. a failure the app-wide handler already tells about).
   */
  failureMessage?: (error: unknown) => string | undefined;
  /** The API's names for fields the form names otherwise, e.g. `{ mfaMethodId: 'mfaCode' }`. */
  serverNames?: Record<string, NameOf<V>>;
  /**
   * A field's `validate` message shows once the person has left the field (and on every field after a
   * submit), and stays current while they type; `valid` says whether the form may be sent.
   */
  validateOnBlur?: boolean;
  /** Editing any field takes the form-level failure away (by default it stays until the next submit). */
  editClearsFailure?: boolean;
  /** One-field forms: a failure no field took shows on this field instead of above the form. */
  failureField?: NameOf<V>;
}

/** What a field component needs from its form: value, change, error and a ref for focus. */
export interface FieldBinding {
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
  inputRef: (element: HTMLElement | null) => void;
}

export interface FormState<V extends Record<string, unknown>> {
  values: V;
  errors: FieldErrors<NameOf<V>>;
  /** The form-level message (role="alert" above the fields), when no field took the failure. */
  failure: string | undefined;
  pending: boolean;
  /** No `validate` message for any field (whether shown yet or not). */
  valid: boolean;
  /** A new value, or one computed from the field's current value (it may have changed during a submit). */
  set: <K extends NameOf<V>>(name: K, value: V[K] | ((current: V[K]) => V[K])) => void;
  /** The props a TextField takes for `name`; editing clears that field's message. */
  field: (name: StringNameOf<V>) => FieldBinding;
  /** For a ref on a control that is not a TextField (a select, a date input), for focus on failure. */
  ref: (name: NameOf<V>) => (element: HTMLElement | null) => void;
  /** Shows messages as a failed submit would, and focuses the first invalid field. */
  fail: (errors: FieldErrors<NameOf<V>>, message?: string) => void;
  /** New values (all or some), clearing the messages. */
  reset: (values?: Partial<V>) => void;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => Promise<void>;
}

/** A failure's message for the form: the server's message when it answered, nothing otherwise. */
export function defaultFailureMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.message : undefined;
}

/** The server's `errors` that belong to one of `names` (directly or through `aliases`). */
export function serverFieldErrors<N extends string>(
  error: unknown,
  names: readonly N[],
  aliases: Record<string, N> = {},
): FieldErrors<N> {
  const errors: FieldErrors<N> = {};
  if (!(error instanceof ApiError) || !error.errors) return errors;
  for (const [serverName, message] of Object.entries(error.errors)) {
    const name = (names as readonly string[]).includes(serverName) ? (serverName as N) : aliases[serverName];
    if (name && message && !errors[name]) errors[name] = message;
  }
  return errors;
}

const hasAny = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

/**
 * One form's state: values, field messages (from `validate` or the API's `errors`), the form-level failure,
 * the pending submit (a second submit while one runs is ignored), and focus on the first invalid field.
 */
export function useForm<V extends Record<string, unknown>>(options: UseFormOptions<V>): FormState<V> {
  const [values, setValues] = useState<V>(options.fields);
  const [errors, setErrors] = useState<FieldErrors<NameOf<V>>>({});
  const [failure, setFailure] = useState<string>();
  const [pending, setPending] = useState(false);
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const running = useRef(false);
  const elements = useRef(new Map<string, HTMLElement | null>());
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>());
  const latest = useRef(options);
  latest.current = options;
  const valuesRef = useRef(values);
  valuesRef.current = values;
  const names = Object.keys(options.fields) as NameOf<V>[];

  const fail = (next: FieldErrors<NameOf<V>>, message?: string) => {
    setErrors(next);
    setFailure(message);
    const first = names.find((name) => next[name]);
    if (first) elements.current.get(first)?.focus();
  };

  const set = useCallback(<K extends NameOf<V>>(name: K, value: V[K] | ((current: V[K]) => V[K])) => {
    setValues((previous) => ({
      ...previous,
      [name]: typeof value === 'function' ? (value as (current: V[K]) => V[K])(previous[name]) : value,
    }));
    setErrors((previous) => (previous[name] ? { ...previous, [name]: undefined } : previous));
    if (latest.current.editClearsFailure) setFailure(undefined);
  }, []);

  const ref = (name: NameOf<V>) => {
    let callback = refs.current.get(name);
    if (!callback) {
      callback = (element: HTMLElement | null) => {
        elements.current.set(name, element);
      };
      refs.current.set(name, callback);
    }
    return callback;
  };

  const problems: FieldErrors<NameOf<V>> = options.validate?.(values) ?? {};
  const shown: FieldErrors<NameOf<V>> = { ...errors };
  if (options.validateOnBlur) {
    for (const name of names) if (!shown[name] && left.has(name)) shown[name] = problems[name];
  }
  const leave = (name: string) =>
    setLeft((previous) => (previous.has(name) ? previous : new Set(previous).add(name)));

  async function onSubmit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (running.current) return;
    const {
      validate,
      submit,
      failureMessage = defaultFailureMessage,
      failureField,
      serverNames,
    } = latest.current;
    const current = valuesRef.current;
    const problems = validate?.(current) ?? {};
    if (hasAny(problems)) {
      setLeft(new Set(names));
      return fail(problems);
    }
    fail({});
    running.current = true;
    setPending(true);
    try {
      await submit(current);
    } catch (error) {
      const fieldErrors = serverFieldErrors(error, names, serverNames);
      if (hasAny(fieldErrors)) fail(fieldErrors);
      else if (failureField) fail({ [failureField]: failureMessage(error) } as FieldErrors<NameOf<V>>);
      else fail({}, failureMessage(error));
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return {
    values,
    errors: shown,
    failure,
    pending,
    valid: !hasAny(problems),
    set,
    ref,
    fail,
    field: (name) => ({
      name,
      value: values[name] as string,
      onChange: (value: string) => set(name, value as V[typeof name]),
      onBlur: () => leave(name),
      error: shown[name],
      inputRef: ref(name),
    }),
    reset: (next) => {
      setValues((previous) => ({ ...previous, ...next }));
      setErrors({});
      setFailure(undefined);
      setLeft(new Set());
    },
    onSubmit,
  };
}
