import type { FormEvent } from 'react';
import { useEffect, useId, useState } from 'react';
import { useForm } from '../forms/use-form.ts';
import { Dialog } from './dialog.tsx';
import type { FormDialogOptions, FormField } from './dialog-state.ts';
import { FORM_BANNER_MS } from './dialog-state.ts';

interface FormDialogProps {
  options: FormDialogOptions;
  onClose: (values: Record<string, string> | null) => void;
  covered: boolean;
}

/**
 * The simple form dialog (spec 1, section 5): validator messages show in a red banner for 4 seconds,
 * and each offending field stays marked until it is edited.
 */
export function FormDialog({ options, onClose, covered }: FormDialogProps) {
  const { title, message, fields, validate = {}, submitLabel = 'Save' } = options;
  const [banner, setBanner] = useState<readonly string[]>([]);
  const bannerId = useId();
  const problemsOf = (values: Record<string, string>) =>
    Object.fromEntries(
      fields.map((field) => [
        field.name,
        validate[field.name]?.(values[field.name] ?? '', values) ?? undefined,
      ]),
    );
  const form = useForm<Record<string, string>>({
    fields: Object.fromEntries(
      fields.map((field) => [field.name, field.initialValue ?? field.options?.[0]?.value ?? '']),
    ),
    validate: problemsOf,
    submit: (values) => onClose(values),
  });

  useEffect(() => {
    if (banner.length === 0) return;
    const timer = setTimeout(() => setBanner([]), FORM_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  function submit(event: FormEvent<HTMLFormElement>) {
    const messages = Object.values(problemsOf(form.values)).filter((message) => message !== undefined);
    if (messages.length > 0) setBanner([...new Set(messages)]);
    void form.onSubmit(event);
  }

  return (
    <Dialog title={title} onDismiss={() => onClose(null)} covered={covered}>
      <form className="form-dialog" noValidate onSubmit={submit}>
        {message && <p className="form-dialog__message">{message}</p>}
        {banner.length > 0 && (
          <div id={bannerId} className="form-banner" role="alert">
            {banner.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            value={form.values[field.name] ?? ''}
            invalid={Boolean(form.errors[field.name])}
            describedBy={form.errors[field.name] && banner.length > 0 ? bannerId : undefined}
            onChange={(value) => form.set(field.name, value)}
            inputRef={form.ref(field.name)}
          />
        ))}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={() => onClose(null)}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            {submitLabel}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

interface FieldInputProps {
  field: FormField;
  value: string;
  invalid: boolean;
  describedBy: string | undefined;
  onChange: (value: string) => void;
  inputRef: (element: HTMLElement | null) => void;
}

function FieldInput({ field, value, invalid, describedBy, onChange, inputRef }: FieldInputProps) {
  const id = useId();
  const common = {
    id,
    ref: inputRef,
    name: field.name,
    value,
    placeholder: field.placeholder,
    autoComplete: field.autoComplete,
    className: invalid ? 'field__input field__input--invalid' : 'field__input',
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
  };
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {field.label}
      </label>
      {field.type === 'textarea' ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : field.type === 'select' ? (
        <select {...common} onChange={(event) => onChange(event.target.value)}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input {...common} type={field.type ?? 'text'} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
