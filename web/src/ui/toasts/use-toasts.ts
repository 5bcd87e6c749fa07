import { useStore } from 'jotai';
import { useMemo } from 'react';
import type { Toasts } from './toast-state.ts';
import { toastsFor } from './toast-state.ts';

/** Shows toasts: `toasts.show({ message: 'Saved', kind: 'success', location: 'NE' })`. Needs <ToastHost />. */
export function useToasts(): Toasts {
  const store = useStore();
  return useMemo(() => toastsFor(store), [store]);
}
