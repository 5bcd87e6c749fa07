import { useStore } from 'jotai';
import { useMemo } from 'react';
import type { Dialogs } from './dialog-state.ts';
import { dialogsFor } from './dialog-state.ts';

/** Opens the shared dialogs: `await dialogs.confirm({ action: 'Delete', message })`. Needs <ModalHost />. */
export function useDialogs(): Dialogs {
  const store = useStore();
  return useMemo(() => dialogsFor(store), [store]);
}
