import type { ChangeEvent, HTMLInputTypeAttribute, ReactNode, Ref } from 'react';
import { useId } from 'react';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field, marks it invalid and is read with it. */
  error?: string | undefined;
  /** Help shown under the field (a rule, a format), read with it. */
  hint?: string | undefined;
  /** When the field loses focus, e.g. to show its message only once the person has left it. */
  onBlur?: () => void;
  name?: string;
  autoComplete?: string;
  maxLength?: number;
  disabled?: boolean;
}

export interface TextFieldProps extends FieldProps {
  type?: HTMLInputTypeAttribute;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'url';
  inputRef?: Ref<HTMLInputElement>;
}

export interface TextAreaFieldProps extends FieldProps {
  rows?: number;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/** The attributes an input or a textarea takes from the field around it. */
interface ControlAttributes {
  id: string;
  className: string;
  value: string;
  name: string | undefined;
  autoComplete: string | undefined;
  maxLength: number | undefined;
  disabled: boolean | undefined;
  onBlur: (() => void) | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** The label, hint and error around a control, and the attributes that tie them to it. */
function Field(props: FieldProps & { control: (attributes: ControlAttributes) => ReactNode }) {
  const { label, value, onChange, error, hint, control, ...passed } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {control({
        name: passed.name,
        autoComplete: passed.autoComplete,
        maxLength: passed.maxLength,
        disabled: passed.disabled,
        onBlur: passed.onBlur,
        id,
        className: error ? 'field__input field__input--invalid' : 'field__input',
        value,
        onChange: (event) => onChange(event.target.value),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled input with its hint and error, in the markup every form uses (label, aria-invalid, describedby). */
export function TextField({ type = 'text', inputMode, inputRef, ...field }: TextFieldProps) {
  return (
    <Field
      {...field}
      control={(attributes) => <input {...attributes} ref={inputRef} type={type} inputMode={inputMode} />}
    />
  );
}

/** TextField for several lines of text (comments, messages). */
export function TextAreaField({ rows = 4, inputRef, ...field }: TextAreaFieldProps) {
  return (
    <Field {...field} control={(attributes) => <textarea {...attributes} ref={inputRef} rows={rows} />} />
  );
}
