import type { QueryClient } from '@tanstack/react-query';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Store } from 'jotai';
import { createStore, Provider as JotaiProvider } from 'jotai';
import type { ReactNode } from 'react';
import { createGlobalErrorHandler } from '../api/global-error-handler.ts';
import { profileQuery, reloadProfile } from '../api/profile.ts';
import type { AppQueryClientOptions } from '../api/query-client.ts';
import { createAppQueryClient } from '../api/query-client.ts';
import { dialogsFor } from '../ui/dialogs/dialog-state.ts';
import { ModalHost } from '../ui/dialogs/modal-host.tsx';
import { ToastHost } from '../ui/toasts/toast-host.tsx';

export interface AppState {
  store: Store;
  queryClient: QueryClient;
}

/** The jotai store and the query client, wired so that unhandled API failures reach the Error dialog. */
export function createAppState({ retry }: Pick<AppQueryClientOptions, 'retry'> = {}): AppState {
  const store = createStore();
  const dialogs = dialogsFor(store);
  const queryClient: QueryClient = createAppQueryClient({
    retry,
    onGlobalError: createGlobalErrorHandler({
      isLoggedIn: () => queryClient.getQueryData(profileQuery.queryKey)?.isLoggedIn === true,
      showError: (message) => void dialogs.error(message),
      // The server has already dropped the session: fetch the guest profile, and the guards take over.
      logOut: () => void reloadProfile(queryClient).catch(() => undefined),
    }),
  });
  return { store, queryClient };
}

/** Query client, jotai store, and the hosts for dialogs and toasts (present even while the app loads). */
export function AppProviders({ store, queryClient, children }: AppState & { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        {children}
        <ModalHost />
        <ToastHost />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
