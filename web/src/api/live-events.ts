import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { basketQueryRoot } from './basket.ts';
import { contactsQueryRoot } from './contacts.ts';
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
  // Messaging (issue 13): the conversation list and the open thread's messages.
  'message-threads': [['message-threads']],
  messages: [['messages']],
  // Threads carry their parties' contact names and blocked flags.
  contacts: [contactsQueryRoot, ['message-threads']],
  // A number's SMS state moved (activation asked for, the carrier's decision): the numbers list.
  'telephone-numbers': [['account-numbers']],
};

type LiveEventListener = (event: LiveEvent) => void;
const listeners = new Set<LiveEventListener>();

/**
 * For a screen that does more with an event than refresh its queries (the messages screen selects a new
 * thread): `listener` hears every event of the open stream until the returned function is called.
 */
export function onLiveEvent(listener: LiveEventListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Refreshes the queries that show the event's resource; events of services no screen shows are ignored. A
 * load under way may have read before the change the event announces, and a query without data yet would be
 * handed that load again: it is cancelled first (as reloadBasket does), so the refresh reads after the change.
 */
export function refreshFor(queryClient: QueryClient, event: LiveEvent): void {
  for (const queryKey of LIVE_EVENT_QUERIES[event.service] ?? []) {
    void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
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

/** How long a tab waits before it asks again after the server refused or dropped its stream for good. */
export const STREAM_RETRY_MS = 5_000;
const CLOSED = 2; // EventSource.CLOSED

/**
 * While `signedIn`, one `/api/events` stream refreshes the queries its events touch. The browser's
 * EventSource reconnects after a drop, sending Last-Event-ID so the server replays what was missed.
 * The stream is closed on logout. When the server ends it (`ended`: the session may be gone), or
 * refuses it so that the browser gives up (a 401, a 503 while a server restarts), the tab reloads its
 * profile: a live session opens a new stream, a lost one shows the guest's pages.
 */
export function useLiveEvents(signedIn: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let disposed = false;
    const reopenIfSignedIn = () => {
      void queryClient
        .fetchQuery({ ...profileQuery, staleTime: 0 })
        .then((profile) => {
          if (!profile.isLoggedIn) return reloadProfile(queryClient);
          if (!disposed) open();
        })
        .catch(() => {
          if (!disposed) retry = setTimeout(reopenIfSignedIn, STREAM_RETRY_MS);
        });
    };
    const open = () => {
      const stream = new EventSource('/api/events', { withCredentials: true });
      source = stream;
      stream.onmessage = (message: MessageEvent<string>) => {
        const event = parse(message.data);
        if (!event) return;
        refreshFor(queryClient, event);
        for (const listener of listeners) listener(event);
      };
      stream.addEventListener('ended', () => {
        stream.close();
        reopenIfSignedIn();
      });
      stream.onerror = () => {
        if (stream.readyState === CLOSED) retry = setTimeout(reopenIfSignedIn, STREAM_RETRY_MS);
      };
    };
    open();
    return () => {
      disposed = true;
      clearTimeout(retry);
      source?.close();
    };
  }, [signedIn, queryClient]);
}
