import type { FormEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import type { ApiTokenScope, NewApiToken } from './api-tokens-api.ts';
import {
  API_TOKEN_EXPIRY_DAYS,
  expiryInDays,
  tokenExpiryProblem,
  tokenNameProblem,
} from './api-tokens-api.ts';

type ExpiryChoice = 'never' | 'date' | `${(typeof API_TOKEN_EXPIRY_DAYS)[number]}`;

const SCOPES: Array<{ value: ApiTokenScope; label: string; hint: string }> = [
  { value: 'read-only', label: 'Read-only', hint: 'Can only read (GET and HEAD requests); changes nothing.' },
  { value: 'full', label: 'Full access', hint: 'Can do everything you can in this account.' },
];

export const DATE_REQUIRED = 'Choose the expiry date.';

/** The end of a chosen calendar day in the browser's zone: "expires on the 5th" works all that day. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`);

interface CreateTokenDialogProps {
  onCreate: (token: NewApiToken) => void;
  onCancel: () => void;
}

/** The new-token form: a name, read-only or full access, and when it stops working. */
export function CreateTokenDialog({ onCreate, onCancel }: CreateTokenDialogProps) {
  const [name, setName] = useState('');
  // Least privilege by default: a token that can only read, and that ends on its own.
  const [scope, setScope] = useState<ApiTokenScope>('read-only');
  const [expiry, setExpiry] = useState<ExpiryChoice>('90');
  const [day, setDay] = useState('');
  const [problems, setProblems] = useState<{ name?: string; day?: string }>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { banner: useId(), expiry: useId(), day: useId(), scope: useId() };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const now = new Date();
    const found: { name?: string; day?: string } = {};
    const nameProblem = tokenNameProblem(name);
    if (nameProblem) found.name = nameProblem;
    let expiresAt: Date | null = null;
    if (expiry === 'date') {
      if (!day) found.day = DATE_REQUIRED;
      else {
        expiresAt = endOfDay(day);
        found.day = tokenExpiryProblem(expiresAt, now) ?? undefined;
      }
    } else if (expiry !== 'never') {
      expiresAt = expiryInDays(now, Number(expiry));
    }
    setProblems(found);
    if (found.name || found.day) {
      if (found.name) nameRef.current?.focus();
      return;
    }
    onCreate({ name: name.trim(), scope, expiresAt: expiresAt?.toISOString() ?? null });
  }

  const messages = [problems.name, problems.day].filter(Boolean);
  return (
    <Dialog title="New API token" onDismiss={onCancel}>
      <form className="form-dialog" noValidate onSubmit={submit}>
        {messages.length > 0 && (
          <div id={ids.banner} className="form-banner" role="alert">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <TextField
          label="Name"
          name="name"
          value={name}
          onChange={(value) => {
            setName(value);
            setProblems((previous) => ({ ...previous, name: undefined }));
          }}
          inputRef={nameRef}
          autoComplete="off"
        />
        <fieldset className="field token-scope" aria-describedby={ids.scope}>
          <legend className="field__label">Access</legend>
          {SCOPES.map((option) => (
            <label key={option.value} className="checkbox-row">
              <input
                type="radio"
                name="scope"
                value={option.value}
                checked={scope === option.value}
                onChange={() => setScope(option.value)}
              />
              <span>
                {option.label} <span className="muted">{option.hint}</span>
              </span>
            </label>
          ))}
          <p id={ids.scope} className="field__hint">
            Choose read-only unless the program must change things.
          </p>
        </fieldset>
        <div className="field">
          <label className="field__label" htmlFor={ids.expiry}>
            Expires
          </label>
          <select
            id={ids.expiry}
            className="field__input"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as ExpiryChoice)}
          >
            {API_TOKEN_EXPIRY_DAYS.map((days) => (
              <option key={days} value={String(days)}>
                In {days} days
              </option>
            ))}
            <option value="date">On a date…</option>
            <option value="never">Never</option>
          </select>
        </div>
        {expiry === 'date' && (
          <div className="field">
            <label className="field__label" htmlFor={ids.day}>
              Expiry date
            </label>
            <input
              id={ids.day}
              type="date"
              className={problems.day ? 'field__input field__input--invalid' : 'field__input'}
              value={day}
              aria-invalid={problems.day ? true : undefined}
              aria-describedby={problems.day ? ids.banner : undefined}
              onChange={(event) => setDay(event.target.value)}
            />
          </div>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onCancel}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            Create
          </button>
        </div>
      </form>
    </Dialog>
  );
}
