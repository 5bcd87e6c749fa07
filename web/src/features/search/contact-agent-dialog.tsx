import type { FormEvent } from 'react';
import { useState } from 'react';
import {
  CONTACT_AGENT_CONFIRMATION,
  CONTACT_AGENT_MAX_LENGTH,
  type ContactAgentField,
  type ContactAgentForm,
  contactAgentProblems,
} from '../../../../src/shared/contact-agent-rules.ts';
import { PhoneNumber } from '../../../../src/shared/phone-number.ts';
import { ApiError } from '../../api/api-error.ts';
import { type Profile, useProfile } from '../../api/profile.ts';
import { Dialog } from '../../ui/dialogs/dialog.tsx';
import { TextAreaField, TextField } from '../../ui/forms/text-field.tsx';
import { type ContactAgentType, useTalkToAgentMutation } from './contact-agent-api.ts';

type FieldMessages = Partial<Record<ContactAgentField, string>>;

const FIELDS: readonly ContactAgentField[] = ['name', 'email', 'phone', 'comments'];
const NOT_SENT = 'Your request could not be sent. Check your connection and try again.';

export interface ContactAgentDialogProps {
  tn: string;
  type: ContactAgentType;
  onClose: () => void;
}

/** Signed-in visitors need not type who they are again. */
function initialForm(profile: Profile): ContactAgentForm {
  const user = profile.userInfo;
  return {
    name: user ? `${user.firstName} ${user.lastName}`.trim() : '',
    email: user?.email ?? '',
    phone: '',
    comments: '',
  };
}

/** What the server said about the fields, keeping only the form's own. */
function fieldErrorsOf(error: unknown): FieldMessages {
  if (!(error instanceof ApiError) || !error.errors) return {};
  const errors = error.errors;
  return Object.fromEntries(FIELDS.filter((field) => errors[field]).map((field) => [field, errors[field]]));
}

/**
 * 'Request to License or Purchase' (spec 2): the visitor's name, email, phone and comments go to the
 * brand's sales team. Each field's message shows once the field is left; Submit waits for a valid form.
 */
export function ContactAgentDialog({ tn, type, onClose }: ContactAgentDialogProps) {
  const profile = useProfile();
  const [form, setForm] = useState(() => initialForm(profile));
  const [visited, setVisited] = useState<ReadonlySet<ContactAgentField>>(new Set());
  const [serverErrors, setServerErrors] = useState<FieldMessages>({});
  const send = useTalkToAgentMutation();
  const problems = contactAgentProblems(form);
  const valid = Object.keys(problems).length === 0;
  const number = PhoneNumber.tryParse(tn)?.format() ?? tn;

  if (send.isSuccess) {
    // A new dialog (key), so focus moves to Close and the confirmation is read out with it.
    return (
      <Dialog
        key="sent"
        title="Request to License or Purchase"
        onDismiss={onClose}
        message={CONTACT_AGENT_CONFIRMATION}
      >
        <div className="dialog__actions">
          <button type="button" className="button button--primary" data-autofocus onClick={onClose}>
            Close
          </button>
        </div>
      </Dialog>
    );
  }

  const errorOf = (field: ContactAgentField) =>
    serverErrors[field] ?? (visited.has(field) ? problems[field] : undefined);
  const leave = (field: ContactAgentField) => setVisited((previous) => new Set(previous).add(field));
  function edit(field: ContactAgentField, value: string) {
    setForm((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
    if (send.isError) send.reset();
  }
  const fieldProps = (field: ContactAgentField) => ({
    name: field,
    value: form[field],
    error: errorOf(field),
    maxLength: CONTACT_AGENT_MAX_LENGTH[field],
    onChange: (value: string) => edit(field, value),
    onBlur: () => leave(field),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!valid) {
      setVisited(new Set(FIELDS));
      return;
    }
    if (send.isPending) return;
    send.mutate(
      {
        type,
        tn,
        name: form.name.trim(),
        email: form.email.trim(),
        phone: form.phone.trim(),
        comments: form.comments.trim(),
      },
      { onError: (error) => setServerErrors(fieldErrorsOf(error)) },
    );
  }

  const failure = send.error instanceof ApiError && send.error.status > 0 ? send.error.message : NOT_SENT;
  return (
    <Dialog
      key="form"
      title="Request to License or Purchase"
      onDismiss={onClose}
      message={
        <>
          Leave your details and an agent will contact you about {type === 'license' ? 'licensing' : 'buying'}{' '}
          <strong>{number}</strong>.
        </>
      }
    >
      <form noValidate aria-busy={send.isPending} onSubmit={submit}>
        <TextField label="Name" autoComplete="name" {...fieldProps('name')} />
        <TextField
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="email"
          {...fieldProps('email')}
        />
        <TextField
          label="Contact Phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...fieldProps('phone')}
        />
        <TextAreaField label="Comments" rows={4} {...fieldProps('comments')} />
        {send.isError && (
          <p className="form-error" role="alert">
            {failure}
          </p>
        )}
        {send.isPending && (
          <div className="search-progress" role="status">
            <span className="search-progress__bar" aria-hidden="true" />
            <span className="search-progress__text">Sending your request…</span>
          </div>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!valid || send.isPending}>
            {send.isPending ? 'Sending…' : 'Submit'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
