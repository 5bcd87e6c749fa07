import type { Store } from 'jotai';
import { atom } from 'jotai';

export const TOAST_LOCATIONS = ['N', 'NE', 'NW', 'E', 'W', 'S', 'SE', 'SW'] as const;
export type ToastLocation = (typeof TOAST_LOCATIONS)[number];
export type ToastKind = 'success' | 'error';

/** Spec 1, section 9: "Toast timeout default 3000 ms". */
export const DEFAULT_TOAST_TIMEOUT_MS = 3000;
export const DEFAULT_TOAST_LOCATION: ToastLocation = 'NE';

export interface ToastOptions {
  message: string;
  kind?: ToastKind;
  location?: ToastLocation;
  /** 0 keeps the toast until it is closed. */
  timeoutMs?: number;
}

export interface Toast {
  id: number;
  message: string;
  kind: ToastKind;
  location: ToastLocation;
  timeoutMs: number;
}

export const toastsAtom = atom<readonly Toast[]>([]);

export interface Toasts {
  /** Returns the toast's id, for dismiss(). */
  show(options: ToastOptions): number;
  dismiss(id: number): void;
}

let nextToastId = 1;

/** The toasts API over a jotai store, for code outside React. */
export function toastsFor(store: Store): Toasts {
  return {
    show({
      message,
      kind = 'success',
      location = DEFAULT_TOAST_LOCATION,
      timeoutMs = DEFAULT_TOAST_TIMEOUT_MS,
    }) {
      const id = nextToastId++;
      store.set(toastsAtom, (toasts) => [...toasts, { id, message, kind, location, timeoutMs }]);
      return id;
    },
    dismiss(id) {
      store.set(toastsAtom, (toasts) => toasts.filter((toast) => toast.id !== id));
    },
  };
}
