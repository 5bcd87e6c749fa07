import { useId, useState } from 'react';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { type PageWindow, usePageWindow, useStepBackFromEmptyPage } from '../../ui/paginator.tsx';
import { useToasts } from '../../ui/toasts/use-toasts.ts';

/** A day as the staff queues show it: 'Nov 24, 2026'. */
export const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** The 'Show' picker of a staff queue: which status its list shows. */
export function StatusFilter<S extends string>({
  labels,
  value,
  onChange,
}: {
  labels: Record<S, string>;
  value: S;
  onChange: (status: S) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        Show
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value as S)}
      >
        {(Object.entries(labels) as [S, string][]).map(([status, label]) => (
          <option key={status} value={status}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Approve and Reject of a queue row, named after what they decide ('Approve Acme Numbers'). */
export function DecisionButtons({
  subject,
  disabled,
  onDecide,
}: {
  subject: string;
  disabled: boolean;
  onDecide: (decision: 'approved' | 'rejected') => void;
}) {
  return (
    <div className="data-table__actions">
      <button
        type="button"
        className="button button--success"
        aria-label={`Approve ${subject}`}
        disabled={disabled}
        onClick={() => onDecide('approved')}
      >
        Approve
      </button>
      <button
        type="button"
        className="button"
        aria-label={`Reject ${subject}`}
        disabled={disabled}
        onClick={() => onDecide('rejected')}
      >
        Reject
      </button>
    </div>
  );
}

/**
 * Asks to confirm a decision, runs it, and toasts `done` on success; a refusal reaches the Error dialog through
 * the mutation. Answers whether it ran.
 */
export function useConfirmedDecision() {
  const dialogs = useDialogs();
  const toasts = useToasts();
  return async (input: {
    decision: 'approved' | 'rejected';
    message: string;
    run: () => Promise<unknown>;
    done: string;
  }): Promise<boolean> => {
    const confirmed = await dialogs.confirm({
      action: input.decision === 'approved' ? 'Approve' : 'Reject',
      message: input.message,
    });
    if (!confirmed) return false;
    const ran = await input.run().then(
      () => true,
      () => false,
    );
    if (ran) toasts.show({ message: input.done, kind: 'success' });
    return ran;
  };
}

/** A staff queue's page and the status it shows; changing the status goes back to the first page. */
export function useStatusPage<S extends string>(initial: S) {
  const [pageWindow, setPageWindow] = usePageWindow();
  const [status, setStatus] = useState<S>(initial);
  return {
    pageWindow,
    setPageWindow,
    status,
    changeStatus: (next: S) => {
      setStatus(next);
      setPageWindow({ skip: 0, limit: pageWindow.limit });
    },
  };
}
