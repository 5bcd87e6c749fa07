import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { basketQueryRoot } from './basket.ts';
import { profileQuery, profileQueryKey, reloadProfile } from './profile.ts';

/** A message of GET /api/events (docs/adr/0004). */
export interface LiveEvent {
  service: string;
  type: 'created' | 'patched' | 'removed';
  data: unknown;
}

/**
 * Which queries show each service's resources: an event of the service refreshes them. The profile
 * names the visitor's basket, so a basket started in another tab reaches this one through it.
 */
export const LIVE_EVENT_QUERIES: Readonly<Record<string, readonly QueryKey[]>> = {
  basket: [basketQueryRoot, profileQueryKey],
};

/** Refreshes the queries that show the event's resource; events of services no screen shows are ignored. */
export function refreshFor(queryClient: QueryClient, event: LiveEvent): void {
  for (const queryKey of LIVE_EVENT_QUERIES[event.service] ?? []) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

function parse(data: string): LiveEvent | null {
  try {
    const event = JSON.parse(data) as Partial<LiveEvent>;
    return typeof event.service === 'string' ? (event as LiveEvent) : null;
  } catch {
    return null;
  }
}

/**
 * While `signedIn`, one `/api/events` stream refreshes the queries its events touch. The browser's
 * EventSource reconnects after a drop, sending Last-Event-ID so the server replays what was missed.
 * The stream is closed on logout, and when the server ends it (`ended`: the session may be gone) the
 * profile is reloaded: a live session opens a new stream, a lost one shows the guest's pages.
 */
export function useLiveEvents(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let disposed = false;
    const open = () => {
      source = new EventSource('/api/events', { withCredentials: true });
      source.onmessage = (message: MessageEvent<string>) => {
        const event = parse(message.data);
        if (event) refreshFor(queryClient, event);
      };
      source.addEventListener('ended', () => {
        source?.close();
        void queryClient
          .fetchQuery({ ...profileQuery, staleTime: 0 })
          .then((profile) => {
            if (!profile.isLoggedIn) return reloadProfile(queryClient);
            if (!disposed) open();
          })
          .catch(() => undefined);
      });
    };
    open();
    return () => {
      disposed = true;
      source?.close();
    };
  }, [signedIn, queryClient]);
}
