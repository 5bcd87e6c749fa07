import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { tnFromParam, tnParam } from './thread-labels.ts';

export const MESSAGES_PATH = '/account/messages';

/** The screen's address for a filter and a selected thread (spec 1: tn and messageThreadId in the query). */
export function messagesHref(tn: string | null, messageThreadId: number | null = null): string {
  const query = new URLSearchParams();
  if (tn) query.set('tn', tnParam(tn));
  if (messageThreadId !== null) query.set('messageThreadId', String(messageThreadId));
  const search = query.toString();
  return search ? `${MESSAGES_PATH}?${search}` : MESSAGES_PATH;
}

/** The number filter and the open thread, kept in the address so that a link or a reload shows the same. */
export function useThreadSelection() {
  const [params, setParams] = useSearchParams();
  const tn = tnFromParam(params.get('tn'));
  const raw = Number(params.get('messageThreadId'));
  const selectedId = Number.isInteger(raw) && raw > 0 ? raw : null;

  const chooseNumber = useCallback(
    // Another number's list does not hold the open thread: choosing a number closes it.
    (next: string | null) =>
      setParams(new URLSearchParams(next ? { tn: tnParam(next) } : {}), { replace: true }),
    [setParams],
  );
  const select = useCallback(
    (messageThreadId: number | null, options: { replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (messageThreadId === null) next.delete('messageThreadId');
          else next.set('messageThreadId', String(messageThreadId));
          return next;
        },
        { replace: options.replace ?? false },
      ),
    [setParams],
  );
  return { tn, selectedId, chooseNumber, select };
}
