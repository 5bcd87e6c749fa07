import type { KeyboardEvent, ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export interface DialogProps {
  title: string;
  /** 'alertdialog' for messages that interrupt (errors, confirmations). */
  role?: 'dialog' | 'alertdialog';
  tone?: 'neutral' | 'success' | 'error';
  /** Escape and the close paths call this. */
  onDismiss: () => void;
  /** A dialog covered by another one takes no input. */
  covered?: boolean;
  /** The message, read out with the title. */
  message?: ReactNode;
  children: ReactNode;
}

/**
 * A modal panel: focus moves in on open (to [data-autofocus] or the first control), Tab cycles inside,
 * Escape dismisses, and focus returns to where it was when the dialog closes.
 */
export function Dialog(props: DialogProps) {
  const { title, role = 'dialog', tone = 'neutral', onDismiss, covered = false, message, children } = props;
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const panel = panelRef.current;
    if (panel) {
      const preferred = panel.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(panel)[0] ?? panel;
      preferred.focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    if (covered) return;
    // Keeps focus inside even when it leaves by a route Tab does not take (a click outside, a screen reader).
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) {
        (focusables(panel)[0] ?? panel).focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [covered]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = focusables(panelRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="dialog-backdrop" inert={covered}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: role is always dialog or alertdialog. */}
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: dialog and alertdialog both support aria-modal. */}
      <div
        ref={panelRef}
        className={`dialog dialog--${tone}`}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={message === undefined ? undefined : descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {message !== undefined && (
          <p id={descriptionId} className="dialog__message">
            {message}
          </p>
        )}
        {children}
      </div>
    </div>
  );
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}
