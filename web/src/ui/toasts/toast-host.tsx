import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { Toast } from './toast-state.ts';
import { TOAST_LOCATIONS, toastsAtom } from './toast-state.ts';
import { useToasts } from './use-toasts.ts';
import './toasts.css';

/**
 * One stack per location. The stacks are always present so that screen readers pick up what is added:
 * the stack is a polite live region, and an error toast is an alert (assertive).
 */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  return (
    <div className="toast-host">
      {TOAST_LOCATIONS.map((location) => (
        <div
          key={location}
          className={`toast-stack toast-stack--${location.toLowerCase()}`}
          data-location={location}
          aria-live="polite"
        >
          {toasts
            .filter((toast) => toast.location === location)
            .map((toast) => (
              <ToastItem key={toast.id} toast={toast} />
            ))}
        </div>
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const { dismiss } = useToasts();
  const { id, timeoutMs } = toast;

  useEffect(() => {
    if (timeoutMs <= 0) return;
    const timer = setTimeout(() => dismiss(id), timeoutMs);
    return () => clearTimeout(timer);
  }, [dismiss, id, timeoutMs]);

  return (
    <div className={`toast toast--${toast.kind}`} role={toast.kind === 'error' ? 'alert' : undefined}>
      <p className="toast__message">{toast.message}</p>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => dismiss(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
