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
import { useForm } from '../../ui/forms/use-form.ts';
import { type ContactAgentType, useTalkToAgentMutation } from './contact-agent-api.ts';

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

/**
 * 'Request to License or Purchase' (spec 2): the visitor's name, email, phone and comments go to the
 * brand's sales team. Each field's message shows once the field is left; Submit waits for a valid form.
 */
export function ContactAgentDialog({ tn, type, onClose }: ContactAgentDialogProps) {
  const profile = useProfile();
  const send = useTalkToAgentMutation();
  const form = useForm<ContactAgentForm>({
    fields: initialForm(profile),
    validate: contactAgentProblems,
    validateOnBlur: true,
    editClearsFailure: true,
    submit: (values) =>
      send.mutateAsync({
        type,
        tn,
        name: values.name.trim(),
        email: values.email.trim(),
        phone: values.phone.trim(),
        comments: values.comments.trim(),
      }),
    failureMessage: (error) => (error instanceof ApiError && error.status > 0 ? error.message : NOT_SENT),
  });
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

  const fieldProps = (field: ContactAgentField) => ({
    maxLength: CONTACT_AGENT_MAX_LENGTH[field],
    ...form.field(field),
  });

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
      <form noValidate aria-busy={form.pending} onSubmit={(event) => void form.onSubmit(event)}>
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
        {form.failure && (
          <p className="form-error" role="alert">
            {form.failure}
          </p>
        )}
        {form.pending && (
          <div className="search-progress" role="status">
            <span className="search-progress__bar" aria-hidden="true" />
            <span className="search-progress__text">Sending your request…</span>
          </div>
        )}
        <div className="dialog__actions">
          <button type="button" className="button" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={!form.valid || form.pending}>
            {form.pending ? 'Sending…' : 'Submit'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
