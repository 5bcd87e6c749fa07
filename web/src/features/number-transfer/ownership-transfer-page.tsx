import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import type { Dialogs } from '../../ui/dialogs/dialog-state.ts';
import { useDialogs } from '../../ui/dialogs/use-dialogs.ts';
import { Form } from '../../ui/forms/form.tsx';
import { TextField } from '../../ui/forms/text-field.tsx';
import { useForm } from '../../ui/forms/use-form.ts';
import { InlineError } from '../../ui/inline-error.tsx';
import { ownershipTransferQuery, useOwnershipTransferMutations } from './number-transfer-api.ts';
import { isOpen, TRANSFER_TERMS, transferStatusText } from './transfer-text.ts';

export const EMAIL_EMPTY = 'Email is empty.';
export const EMAIL_INVALID = 'Please enter a valid email.';

/** Runs a change that needs a recent sign-in, asking for the password when the server wants it (app passes it). */
export type ConfirmSignIn = <T>(dialogs: Dialogs, change: () => Promise<T>) => Promise<T>;

/**
 * /account/numbers/:tn/transfer: spec 3's Options, Ownership Transfer. Names the new owner's email, then
 * shows the transfer's status with a way to cancel it until the number has moved.
 */
export function OwnershipTransferPage({ confirmSignIn }: { confirmSignIn: ConfirmSignIn }) {
  const { tn = '' } = useParams();
  const state = useQuery(ownershipTransferQuery(tn));
  const { start, cancel } = useOwnershipTransferMutations(tn);
  const dialogs = useDialogs();
  const transfer = state.data?.transfer ?? null;

  async function cancelTransfer() {
    const confirmed = await dialogs.confirm({
      action: 'Cancel Transfer',
      message: `The link mailed to ${transfer?.email} stops working, and the number stays in this account.`,
    });
    if (confirmed) await cancel.mutateAsync();
  }

  return (
    <section className="page page--narrow">
      <h1>Ownership Transfer</h1>
      <p>
        <Link to="/account/numbers">Back to My Numbers</Link>
      </p>
      {state.isPending && <p role="status">Loading the number…</p>}
      <InlineError error={state.error} fallback="oops...something went wrong" />
      {state.data && (
        <div className="card">
          <p>
            Number: <strong>{state.data.humanTn}</strong>
          </p>
          {transfer && (
            <p role="status" aria-label="Transfer status">
              {transferStatusText(transfer)}
            </p>
          )}
          {isOpen(transfer) ? (
            <button
              type="button"
              className="button"
              disabled={cancel.isPending}
              onClick={() => void cancelTransfer()}
            >
              Cancel Transfer
            </button>
          ) : (
            <StartForm onStart={(email) => confirmSignIn(dialogs, () => start.mutateAsync(email))} />
          )}
        </div>
      )}
    </section>
  );
}

function StartForm({ onStart }: { onStart: (email: string) => Promise<unknown> }) {
  const form = useForm({
    fields: { email: '' },
    validate: ({ email }) => ({
      email:
        email.trim() === ''
          ? EMAIL_EMPTY
          : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())
            ? undefined
            : EMAIL_INVALID,
    }),
    submit: ({ email }) => onStart(email.trim()),
    failureMessage: (error) => (error instanceof Error ? error.message : undefined),
  });
  return (
    <Form form={form}>
      <p>{TRANSFER_TERMS}</p>
      <TextField
        label="New owner’s email"
        type="email"
        inputMode="email"
        autoComplete="off"
        {...form.field('email')}
      />
      <button type="submit" className="button button--primary" disabled={form.pending}>
        Start Transfer
      </button>
    </Form>
  );
}
