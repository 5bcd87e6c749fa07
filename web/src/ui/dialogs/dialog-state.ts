import type { Store } from 'jotai';
import { atom } from 'jotai';

/** Spec 1, section 9: the simple form dialog's error banner shows for 4 seconds. */
export const FORM_BANNER_MS = 4000;

export interface FormField<N extends string = string> {
  name: N;
  label: string;
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'date' | 'textarea' | 'select';
  /** The choices of a `select` field; the first is chosen unless `initialValue` says otherwise. */
  options?: readonly { value: string; label: string }[];
  initialValue?: string;
  placeholder?: string;
  autoComplete?: string;
}

/** Returns the message to show, or nothing when the value is fine. */
export type FieldValidator<N extends string = string> = (
  value: string,
  values: Readonly<Record<N, string>>,
) => string | null | undefined;

export interface FormDialogOptions<N extends string = string> {
  title: string;
  /** A sentence above the fields (e.g. where a code was sent, or why the last one failed). */
  message?: string;
  fields: readonly FormField<N>[];
  /** Validators by field name. */
  validate?: Partial<Record<N, FieldValidator<N>>>;
  submitLabel?: string;
}

export interface ConfirmOptions {
  /** Completes the title: 'Confirm {action}'. */
  action: string;
  message: string;
}

interface DialogBase {
  id: number;
}

export type DialogRequest =
  | (DialogBase & {
      kind: 'error' | 'success';
      message: string;
      /** Closes itself after this long; 0 or absent keeps it until Ok. */
      timeoutMs?: number;
      closed: Promise<void>;
      close: () => void;
    })
  | (DialogBase & { kind: 'confirm'; action: string; message: string; close: (confirmed: boolean) => void })
  | (DialogBase & {
      kind: 'form';
      options: FormDialogOptions;
      close: (values: Record<string, string> | null) => void;
    });

type NoticeRequest = Extract<DialogRequest, { kind: 'error' | 'success' }>;

/** Open dialogs, bottom first; only the last one takes input. */
export const openDialogsAtom = atom<readonly DialogRequest[]>([]);

export interface NoticeOptions {
  /** Closes the notice by itself after this many ms; 0 (the default) keeps it until Ok. */
  timeoutMs?: number;
}

export interface Dialogs {
  error(message: string, options?: NoticeOptions): Promise<void>;
  success(message: string, options?: NoticeOptions): Promise<void>;
  /** Resolves true for Confirm, false for Cancel or Escape. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Resolves the entered values, or null when cancelled. */
  form<N extends string>(options: FormDialogOptions<N>): Promise<Record<N, string> | null>;
}

let nextDialogId = 1;

/** The dialogs API over a jotai store, for code outside React (the global error handler). */
export function dialogsFor(store: Store): Dialogs {
  function open<T>(make: (id: number, close: (value: T) => void) => DialogRequest): Promise<T> {
    return new Promise<T>((resolve) => {
      const id = nextDialogId++;
      const close = (value: T) => {
        store.set(openDialogsAtom, (dialogs) => dialogs.filter((dialog) => dialog.id !== id));
        resolve(value);
      };
      store.set(openDialogsAtom, (dialogs) => [...dialogs, make(id, close)]);
    });
  }

  function notice(kind: 'error' | 'success', message: string, options: NoticeOptions = {}): Promise<void> {
    // Several failing calls often report the same thing at once: one dialog is enough.
    const same = store
      .get(openDialogsAtom)
      .find((d): d is NoticeRequest => d.kind === kind && d.message === message);
    if (same) return same.closed;
    let settle = () => {};
    const closed = new Promise<void>((resolve) => {
      settle = resolve;
    });
    void open<void>((id, close) => ({
      id,
      kind,
      message,
      ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      closed,
      close: () => {
        close();
        settle();
      },
    }));
    return closed;
  }

  return {
    error: (message, options) => notice('error', message, options),
    success: (message, options) => notice('success', message, options),
    confirm: ({ action, message }) =>
      open<boolean>((id, close) => ({ id, kind: 'confirm', action, message, close })),
    form: <N extends string>(options: FormDialogOptions<N>) =>
      open<Record<N, string> | null>((id, close) => ({
        id,
        kind: 'form',
        options: options as unknown as FormDialogOptions,
        close: close as (values: Record<string, string> | null) => void,
      })),
  };
}
