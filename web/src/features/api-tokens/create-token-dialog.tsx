import { useId } from 'react';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { Form } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
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
  // Least privilege by default: a token that can only read, and that ends on its own.
  const form = useForm({
    fields: { name: '', scope: 'read-only' as ApiTokenScope, expiry: '90' as ExpiryChoice, day: '' },
    validate: ({ name, expiry, day }) => ({
      name: tokenNameProblem(name) ?? undefined,
      day:
        expiry !== 'date'
          ? undefined
          : day
            ? (tokenExpiryProblem(endOfDay(day), new Date()) ?? undefined)
            : DATE_REQUIRED,
    }),
    submit: ({ name, scope, expiry, day }) => {
      const expiresAt =
        expiry === 'date'
          ? endOfDay(day)
          : expiry === 'never'
            ? null
            : expiryInDays(new Date(), Number(expiry));
      onCreate({ name: name.trim(), scope, expiresAt: expiresAt?.toISOString() ?? null });
    },
  });
  const { errors, values } = form;
  const ids = { banner: useId(), expiry: useId(), day: useId(), scope: useId() };

  // Spec 1's form dialogs: the messages in one banner, the fields marked.
  const messages = [errors.name, errors.day].filter(Boolean);
  return (
    <Dialog title="New API token" onDismiss={onCancel}>
      <Form form={form} className="form-dialog">
        {messages.length > 0 && (
          <div id={ids.banner} className="form-banner" role="alert">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
          </div>
        )}
        <TextField label="Name" autoComplete="off" {...form.field('name')} error={undefined} />
        <fieldset className="field token-scope" aria-describedby={ids.scope}>
          <legend className="field__label">Access</legend>
          {SCOPES.map((option) => (
            <label key={option.value} className="checkbox-row">
              <input
                type="radio"
                name="scope"
                value={option.value}
                checked={values.scope === option.value}
                onChange={() => form.set('scope', option.value)}
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
            value={values.expiry}
            onChange={(event) => form.set('expiry', event.target.value as ExpiryChoice)}
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
        {values.expiry === 'date' && (
          <div className="field">
            <label className="field__label" htmlFor={ids.day}>
              Expiry date
            </label>
            <input
              id={ids.day}
              type="date"
              ref={form.ref('day')}
              className={errors.day ? 'field__input field__input--invalid' : 'field__input'}
              value={values.day}
              aria-invalid={errors.day ? true : undefined}
              aria-describedby={errors.day ? ids.banner : undefined}
              onChange={(event) => form.set('day', event.target.value)}
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
      </Form>
    </Dialog>
  );
}
