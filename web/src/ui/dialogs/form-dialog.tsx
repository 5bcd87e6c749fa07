import type { FormEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
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
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      fields.map((field) => [field.name, field.initialValue ?? field.options?.[0]?.value ?? '']),
    ),
  );
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [banner, setBanner] = useState<readonly string[]>([]);
  const bannerId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (banner.length === 0) return;
    const timer = setTimeout(() => setBanner([]), FORM_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  function edit(name: string, value: string) {
    setValues((previous) => ({ ...previous, [name]: value }));
    setInvalid((previous) => {
      if (!previous.has(name)) return previous;
      const next = new Set(previous);
      next.delete(name);
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const messages: string[] = [];
    const failed = new Set<string>();
    for (const field of fields) {
      const message = validate[field.name]?.(values[field.name] ?? '', values);
      if (message) {
        messages.push(message);
        failed.add(field.name);
      }
    }
    if (messages.length > 0) {
      setBanner([...new Set(messages)]);
      setInvalid(failed);
      const firstFailed = fields.find((field) => failed.has(field.name));
      if (firstFailed) formRef.current?.querySelector<HTMLElement>(`[name="${firstFailed.name}"]`)?.focus();
      return;
    }
    onClose(values);
  }

  return (
    <Dialog title={title} onDismiss={() => onClose(null)} covered={covered}>
      <form ref={formRef} className="form-dialog" noValidate onSubmit={submit}>
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
            value={values[field.name] ?? ''}
            invalid={invalid.has(field.name)}
            describedBy={invalid.has(field.name) && banner.length > 0 ? bannerId : undefined}
            onChange={(value) => edit(field.name, value)}
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
}

function FieldInput({ field, value, invalid, describedBy, onChange }: FieldInputProps) {
  const id = useId();
  const common = {
    id,
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
