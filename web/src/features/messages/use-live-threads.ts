import { useEffect, useRef } from 'react';
import { type LiveEvent, onLiveEvent } from '../../api/live-events.ts';

interface ThreadEventData {
  messageThreadId?: number;
  tn?: string;
}

/**
 * Spec 1 section 4: a thread arriving live (its queries refresh through LIVE_EVENT_QUERIES) is selected when
 * none is and it belongs to the number shown; a removed open thread is closed.
 */
export function useLiveThreadSelection(props: {
  tn: string | null;
  selectedId: number | null;
  select: (messageThreadId: number | null, options: { replace: boolean }) => void;
}) {
  const latest = useRef(props);
  latest.current = props;
  useEffect(
    () =>
      onLiveEvent((event: LiveEvent) => {
        if (event.service !== 'message-threads') return;
        const { messageThreadId, tn } = (event.data ?? {}) as ThreadEventData;
        if (typeof messageThreadId !== 'number') return;
        const { tn: shown, selectedId, select } = latest.current;
        if (event.type === 'created' && selectedId === null && (shown === null || shown === tn)) {
          select(messageThreadId, { replace: true });
        } else if (event.type === 'removed' && selectedId === messageThreadId) {
          select(null, { replace: true });
        }
      }),
    [],
  );
}
