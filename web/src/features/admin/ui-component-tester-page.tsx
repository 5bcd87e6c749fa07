import { useId, useState } from 'react';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import type { ToastKind, ToastLocation } from '../../ui/toasts/toast-state.ts';
import { TOAST_LOCATIONS } from '../../ui/toasts/toast-state.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';

const MIN_TIMEOUT_SECONDS = 0;
const MAX_TIMEOUT_SECONDS = 30;
const DEFAULT_TIMEOUT_SECONDS = 3;
const TIMEOUT_RULE = `Timeout must be a whole number of seconds from ${MIN_TIMEOUT_SECONDS} to ${MAX_TIMEOUT_SECONDS}.`;

const LOCATION_NAMES: Record<ToastLocation, string> = {
  N: 'N (top)',
  NE: 'NE (top right)',
  NW: 'NW (top left)',
  E: 'E (right)',
  W: 'W (left)',
  S: 'S (bottom)',
  SE: 'SE (bottom right)',
  SW: 'SW (bottom left)',
};

/** Whole seconds in 0..30, or undefined. */
export function parseTimeoutSeconds(text: string): number | undefined {
  if (!/^\d+$/.test(text.trim())) return undefined;
  const seconds = Number(text);
  return seconds >= MIN_TIMEOUT_SECONDS && seconds <= MAX_TIMEOUT_SECONDS ? seconds : undefined;
}

/** /admin/ui-component-tester: try the toasts and dialogs with any message, place and timeout. */
export function UiComponentTesterPage() {
  const toasts = useToasts();
  const dialogs = useDialogs();
  const [timeoutText, setTimeoutText] = useState(String(DEFAULT_TIMEOUT_SECONDS));
  const [message, setMessage] = useState('This is a test message.');
  const [location, setLocation] = useState<ToastLocation>('NE');
  const [timeoutTouched, setTimeoutTouched] = useState(false);
  const ids = { timeout: useId(), message: useId(), location: useId() };

  const timeoutSeconds = parseTimeoutSeconds(timeoutText);
  const timeoutInvalid = timeoutSeconds === undefined;
  const showTimeoutError = timeoutInvalid && timeoutTouched;
  const text = message.trim() === '' ? 'This is a test message.' : message;

  function toast(kind: ToastKind, toastMessage = text) {
    if (timeoutSeconds === undefined) {
      setTimeoutTouched(true);
      document.getElementById(ids.timeout)?.focus();
      return;
    }
    toasts.show({ message: toastMessage, kind, location, timeoutMs: timeoutSeconds * 1000 });
  }

  function modal(kind: ToastKind) {
    if (timeoutSeconds === undefined) {
      setTimeoutTouched(true);
      document.getElementById(ids.timeout)?.focus();
      return;
    }
    const options = { timeoutMs: timeoutSeconds * 1000 };
    void (kind === 'success' ? dialogs.success(text, options) : dialogs.error(text, options));
  }

  async function confirm() {
    const confirmed = await dialogs.confirm({ action: 'Test', message: text });
    toast(confirmed ? 'success' : 'error', confirmed ? 'Confirmed' : 'Cancelled');
  }

  return (
    <section className="page">
      <h1>UI component tester</h1>
      <form className="tester-form" noValidate onSubmit={(event) => event.preventDefault()}>
        <div className="field">
          <label className="field__label" htmlFor={ids.timeout}>
            Timeout (seconds)
          </label>
          <input
            id={ids.timeout}
            className={showTimeoutError ? 'field__input field__input--invalid' : 'field__input'}
            type="number"
            inputMode="numeric"
            min={MIN_TIMEOUT_SECONDS}
            max={MAX_TIMEOUT_SECONDS}
            step={1}
            value={timeoutText}
            aria-invalid={showTimeoutError || undefined}
            aria-describedby={`${ids.timeout}-hint`}
            onChange={(event) => {
              setTimeoutText(event.target.value);
              setTimeoutTouched(true);
            }}
          />
          <p id={`${ids.timeout}-hint`} className={showTimeoutError ? 'field__error' : 'field__hint'}>
            {showTimeoutError
              ? TIMEOUT_RULE
              : '0 to 30 seconds, for the toasts and the success and error modals; 0 keeps them until closed.'}
          </p>
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.message}>
            Toast message
          </label>
          <input
            id={ids.message}
            className="field__input"
            type="text"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={ids.location}>
            Location
          </label>
          <select
            id={ids.location}
            className="field__input"
            value={location}
            onChange={(event) => setLocation(event.target.value as ToastLocation)}
          >
            {TOAST_LOCATIONS.map((value) => (
              <option key={value} value={value}>
                {LOCATION_NAMES[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="button-row">
          <button type="button" className="button button--success" onClick={() => toast('success')}>
            Success Toast
          </button>
          <button type="button" className="button button--danger" onClick={() => toast('error')}>
            Error Toast
          </button>
          <button type="button" className="button" onClick={() => modal('success')}>
            Success Modal
          </button>
          <button type="button" className="button" onClick={() => modal('error')}>
            Error Modal
          </button>
          <button type="button" className="button" onClick={() => void confirm()}>
            Confirm Modal
          </button>
        </div>
      </form>
    </section>
  );
}
