import type { ReactNode } from 'react';
import { useId } from 'react';
import type { FormState } from './use-form.ts';

interface FormProps<V extends Record<string, unknown>> {
  form: FormState<V>;
  children: ReactNode;
  className?: string;
  /** Where the form-level failure shows; by default above the fields. */
  failurePlacement?: 'top' | 'none';
}

/**
 * A form bound to `useForm`: no browser validation bubbles (the messages are ours), the form-level failure
 * as an alert that describes the form, and submit through the hook.
 */
export function Form<V extends Record<string, unknown>>({
  form,
  children,
  className,
  failurePlacement = 'top',
}: FormProps<V>) {
  const failureId = useId();
  const shown = failurePlacement === 'top' && form.failure;
  return (
    <form
      className={className}
      noValidate
      onSubmit={(event) => void form.onSubmit(event)}
      aria-describedby={shown ? failureId : undefined}
    >
      {shown && (
        <p id={failureId} className="form-error" role="alert">
          {form.failure}
        </p>
      )}
      {children}
    </form>
  );
}

interface SubmitButtonProps {
  pending: boolean;
  label: string;
  pendingLabel: string;
  className?: string;
}

/** The primary button: disabled with its pending wording while the submit runs. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  className = 'button button--primary',
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : label}
    </button>
  );
}
