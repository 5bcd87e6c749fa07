import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useProfile } from '../../api/profile.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { Form, SubmitButton } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { serverFieldErrors, useForm } from '../../ui/forms/use-form.ts';
import { MFA_CODE_MAX_LENGTH, mfaCodeProblem, mfaCodePrompt, mfaMethodLabel } from '../../ui/mfa-text.ts';
import { useToasts } from '../../ui/toasts/use-toasts.ts';
import type { AddedMfaMethod, MfaMethod, MfaType } from './profile-api.ts';
import {
  formMessageOf,
  mfaMethodsQuery,
  useAddMfaMethodMutation,
  useRemoveMfaMethodMutation,
  useVerifyMfaMethodMutation,
} from './profile-api.ts';

/** A method waiting for its first code; `totp` only right after adding an authenticator app. */
type Pending = { method: MfaMethod; totp?: AddedMfaMethod['totp'] };

/**
 * Two-step verification: the user's MFA methods, adding one (email, text message or authenticator app,
 * each confirmed by its first code) and removing one. Adding and removing may ask for the password again.
 */
export function MfaMethodsSection() {
  const { userInfo } = useProfile();
  const methods = useQuery(mfaMethodsQuery);
  const add = useAddMfaMethodMutation();
  const remove = useRemoveMfaMethodMutation();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [pending, setPending] = useState<Pending>();
  const [failure, setFailure] = useState<string>();
  const headingId = useId();
  const failureId = useId();
  const busy = add.isPending || remove.isPending;

  async function addMethod(type: MfaType) {
    setFailure(undefined);
    let data: string | undefined;
    if (type !== 'totp') {
      const values = await dialogs.form({
        title: type === 'email' ? 'Add an email for codes' : 'Add a phone for text messages',
        fields: [
          type === 'email'
            ? {
                name: 'data',
                label: 'Email',
                type: 'email',
                initialValue: userInfo?.email ?? '',
                autoComplete: 'email',
              }
            : { name: 'data', label: 'Mobile number', type: 'tel', autoComplete: 'tel' },
        ],
        validate: {
          data: (value) =>
            value.trim() === ''
              ? type === 'email'
                ? 'Email is required'
                : 'Mobile number is required'
              : null,
        },
        submitLabel: 'Send Code',
      });
      if (!values) return;
      data = values.data.trim();
    }
    try {
      const added = await add.mutateAsync(data === undefined ? { type } : { type, data });
      setPending({ method: added.mfaMethod, totp: added.totp });
    } catch (error) {
      setFailure(serverFieldErrors(error, ['data']).data ?? formMessageOf(error));
    }
  }

  async function removeMethod(method: MfaMethod) {
    setFailure(undefined);
    const confirmed = await dialogs.confirm({
      action: 'Remove',
      message: `Remove ${mfaMethodLabel(method)}? You will no longer be able to verify your sign-in with it.`,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(method.mfaMethodId);
      if (pending?.method.mfaMethodId === method.mfaMethodId) setPending(undefined);
      toasts.show({ message: `${mfaMethodLabel(method)} was removed.`, kind: 'success' });
    } catch (error) {
      setFailure(formMessageOf(error));
    }
  }

  const list = methods.data?.data ?? [];

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Two-step verification</h2>
      <p className="muted">
        With a verification method, logging in also asks for a code sent by email or text message, or shown in
        an authenticator app.
      </p>
      {failure && (
        <p id={failureId} className="form-error" role="alert">
          {failure}
        </p>
      )}
      {methods.isPending && <p role="status">Loading your verification methods…</p>}
      {methods.isError && <p className="form-error">Your verification methods could not be loaded.</p>}
      {methods.isSuccess && list.length === 0 && <p>You have no verification methods yet.</p>}
      {list.length > 0 && (
        <ul className="item-list" aria-label="Verification methods">
          {list.map((method) => (
            <li key={method.mfaMethodId} className="item-list__item">
              <div className="item-list__main">
                <span className="item-list__title">{mfaMethodLabel(method)}</span>
                <span className={method.verified ? 'badge badge--on' : 'badge'}>
                  {method.verified ? 'On' : 'Waiting for its code'}
                </span>
              </div>
              <div className="button-row">
                {!method.verified && pending?.method.mfaMethodId !== method.mfaMethodId && (
                  <button
                    type="button"
                    className="button"
                    aria-label={`Enter code for ${mfaMethodLabel(method)}`}
                    onClick={() => setPending({ method })}
                  >
                    Enter code
                  </button>
                )}
                <button
                  type="button"
                  className="button"
                  aria-label={`Remove ${mfaMethodLabel(method)}`}
                  disabled={busy}
                  onClick={() => void removeMethod(method)}
                >
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pending ? (
        <VerifyPanel
          key={pending.method.mfaMethodId}
          pending={pending}
          onDone={() => setPending(undefined)}
          onVerified={(method) => {
            setPending(undefined);
            toasts.show({ message: `${mfaMethodLabel(method)} is on.`, kind: 'success' });
          }}
        />
      ) : (
        <div className="button-row">
          <button type="button" className="button" disabled={busy} onClick={() => void addMethod('email')}>
            Add email
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void addMethod('sms')}>
            Add text message
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => void addMethod('totp')}>
            Add authenticator app
          </button>
        </div>
      )}
    </section>
  );
}

interface VerifyPanelProps {
  pending: Pending;
  onDone: () => void;
  onVerified: (method: MfaMethod) => void;
}

/** The first code of a new method: sent by email or text, or read from the app after scanning the QR code. */
function VerifyPanel({ pending, onDone, onVerified }: VerifyPanelProps) {
  const verify = useVerifyMfaMethodMutation();
  const { method, totp } = pending;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm({
    fields: { code: '' },
    validate: ({ code }) => ({ code: mfaCodeProblem(code) ?? undefined }),
    submit: async ({ code }) =>
      onVerified(await verify.mutateAsync({ id: method.mfaMethodId, code: code.trim() })),
    failureMessage: formMessageOf,
    failureField: 'code',
  });

  useEffect(() => headingRef.current?.focus(), []);

  return (
    <div className="verify-panel">
      <h3 ref={headingRef} tabIndex={-1} className="verify-panel__title">
        Turn on {mfaMethodLabel(method)}
      </h3>
      {totp ? (
        <>
          <p>Scan this QR code with your authenticator app, then enter the code it shows.</p>
          <img
            className="verify-panel__qr"
            src={totp.qrCodeDataUrl}
            alt="QR code for your authenticator app"
          />
          <p>
            Cannot scan it? Enter this key in the app instead:{' '}
            <code className="verify-panel__secret">{totp.secret}</code>
          </p>
        </>
      ) : (
        <p>{mfaCodePrompt(method)}</p>
      )}
      <Form form={form}>
        <TextField
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={MFA_CODE_MAX_LENGTH}
          {...form.field('code')}
        />
        <div className="button-row">
          <SubmitButton pending={form.pending} label="Verify" pendingLabel="Verifying…" />
          <button type="button" className="button" onClick={onDone}>
            Cancel
          </button>
        </div>
      </Form>
    </div>
  );
}
