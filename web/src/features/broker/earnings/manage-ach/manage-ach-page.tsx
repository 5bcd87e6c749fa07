import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  BANK_ACCOUNT_MESSAGES,
  BANK_ACCOUNT_TYPE_LABELS,
  isDepositAmount,
} from '../../../../../../src/shared/bank-account-rules.ts';
import { maskedTin, TAXPAYER_MESSAGES } from '../../../../../../src/shared/taxpayer-rules.ts';
import { inlineErrorText } from '../../../../api/inline-error.ts';
import { useDialogs } from '../../../../ui/dialogs/use-dialogs.ts';
import { Form } from '../../../../ui/forms/form.tsx';
import { TextField } from '../../../../ui/forms/text-field.tsx';
import { useForm } from '../../../../ui/forms/use-form.ts';
import { InlineError, LIST_LOAD_FAILED } from '../../../../ui/inline-error.tsx';
import { useToasts } from '../../../../ui/toasts/use-toasts.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import {
  type BankAccount,
  bankAccountQuery,
  taxpayerQuery,
  useDeleteBankAccount,
  useVerifyBankAccount,
} from './manage-ach-api.ts';
import { TaxpayerDialog } from './taxpayer-dialog.tsx';
import './manage-ach.css';

export const TAXPAYER_FIRST = 'Add your taxpayer information first.';

type OpenDialog = 'taxpayer' | 'bank' | null;

/**
 * Earnings: Manage ACH (spec 3 section 2, docs/adr/0063). Taxpayer information (legal name and the SSN/EIN's
 * last four) or a prompt to add it; the bank account's type and last four, PENDING VERIFICATION until its two
 * micro-deposits are confirmed (the form for them is here); Add or Edit Bank Account stays disabled until
 * taxpayer information exists.
 */
export function ManageAchPage() {
  const taxpayer = useQuery(taxpayerQuery());
  const bank = useQuery(bankAccountQuery());
  const remove = useDeleteBankAccount();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [open, setOpen] = useState<OpenDialog>(null);
  const hasTaxpayer = Boolean(taxpayer.data?.payee);
  const account = bank.data ?? null;

  const saved = (message: string) => {
    setOpen(null);
    toasts.show({ message, kind: 'success' });
  };

  async function deleteAccount(target: BankAccount) {
    const go = await dialogs.confirm({
      action: 'Delete',
      message: `Delete the bank account ending in ${target.last4}?`,
    });
    if (!go) return;
    try {
      await remove.mutateAsync(target.bankAccountId);
      toasts.show({ message: BANK_ACCOUNT_MESSAGES.deleted, kind: 'success' });
    } catch (error) {
      const text = inlineErrorText(error, LIST_LOAD_FAILED);
      if (text) void dialogs.error(text);
    }
  }

  return (
    <div className="broker-tool manage-ach">
      <h2>Manage ACH</h2>

      <section className="manage-ach__section" aria-labelledby="ach-taxpayer">
        <h3 id="ach-taxpayer">Taxpayer Information</h3>
        {taxpayer.isPending && <p role="status">Loading taxpayer information…</p>}
        <InlineError error={taxpayer.error} fallback={LIST_LOAD_FAILED} />
        {taxpayer.isSuccess &&
          (hasTaxpayer ? (
            <dl className="manage-ach__facts">
              <dt>Legal name</dt>
              <dd>{taxpayer.data.payee}</dd>
              <dt>SSN/EIN</dt>
              <dd>
                {maskedTin(taxpayer.data.tinLast4 ?? '')}{' '}
                <span className="visually-hidden">(last four digits {taxpayer.data.tinLast4})</span>
              </dd>
            </dl>
          ) : (
            <p>{TAXPAYER_MESSAGES.missing}</p>
          ))}
        {taxpayer.isSuccess && (
          <button type="button" className="button" onClick={() => setOpen('taxpayer')}>
            {hasTaxpayer ? 'Edit Taxpayer Information' : 'Add Taxpayer Information'}
          </button>
        )}
      </section>

      <section className="manage-ach__section" aria-labelledby="ach-bank">
        <h3 id="ach-bank">Bank Account</h3>
        {bank.isPending && <p role="status">Loading bank account…</p>}
        <InlineError error={bank.error} fallback={LIST_LOAD_FAILED} />
        {bank.isSuccess && !account && <p>{BANK_ACCOUNT_MESSAGES.noBankAccount}</p>}
        {account && (
          <p className="manage-ach__account">
            {BANK_ACCOUNT_TYPE_LABELS[account.type]} account ending in {account.last4}
            {!account.verifiedDate && (
              <strong className="manage-ach__pending"> {BANK_ACCOUNT_MESSAGES.pending}</strong>
            )}
          </p>
        )}
        {account && !account.verifiedDate && <ConfirmDeposits account={account} />}
        {bank.isSuccess && (
          <div className="manage-ach__actions">
            <button
              type="button"
              className="button button--primary"
              disabled={!hasTaxpayer}
              aria-describedby={hasTaxpayer ? undefined : 'ach-taxpayer-first'}
              onClick={() => setOpen('bank')}
            >
              {account ? 'Edit Bank Account' : 'Add Bank Account'}
            </button>
            {account && (
              <button
                type="button"
                className="button"
                disabled={remove.isPending}
                onClick={() => void deleteAccount(account)}
              >
                Delete Bank Account
              </button>
            )}
            {!hasTaxpayer && taxpayer.isSuccess && (
              <p id="ach-taxpayer-first" className="field__hint">
                {TAXPAYER_FIRST}
              </p>
            )}
          </div>
        )}
      </section>

      {open === 'taxpayer' && (
        <TaxpayerDialog payee={taxpayer.data?.payee ?? null} onSaved={saved} onCancel={() => setOpen(null)} />
      )}
      {open === 'bank' && (
        <BankAccountDialog
          bankAccountId={account?.bankAccountId ?? null}
          onSaved={saved}
          onCancel={() => setOpen(null)}
        />
      )}
    </div>
  );
}

const depositRule = (value: string) =>
  value.trim() === ''
    ? BANK_ACCOUNT_MESSAGES.required
    : isDepositAmount(value)
      ? undefined
      : BANK_ACCOUNT_MESSAGES.depositAmount;

/** The two micro-deposits, in cents as on the bank statement ($0.32 is 32); five wrong tries lock it. */
function ConfirmDeposits({ account }: { account: BankAccount }) {
  const verify = useVerifyBankAccount();
  const toasts = useToasts();
  const form = useForm({
    fields: { first: '', second: '' },
    validate: ({ first, second }) => ({ first: depositRule(first), second: depositRule(second) }),
    validateOnBlur: true,
    submit: async ({ first, second }) => {
      await verify.mutateAsync({
        bankAccountId: account.bankAccountId,
        amounts: [Number(first.trim()), Number(second.trim())],
      });
      toasts.show({ message: BANK_ACCOUNT_MESSAGES.depositsConfirmed, kind: 'success' });
    },
  });
  if (account.verificationLocked) return <p role="alert">{BANK_ACCOUNT_MESSAGES.depositsLocked}</p>;
  return (
    <Form form={form} className="manage-ach__deposits">
      <p>
        We sent two small deposits to this account. Enter both amounts in cents (for $0.32, enter 32) to
        verify it.
      </p>
      <div className="manage-ach__deposit-fields">
        <TextField label="First deposit (cents)" inputMode="numeric" maxLength={2} {...form.field('first')} />
        <TextField
          label="Second deposit (cents)"
          inputMode="numeric"
          maxLength={2}
          {...form.field('second')}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={!form.valid || form.pending}>
        {form.pending ? 'Confirming…' : 'Confirm Deposits'}
      </button>
    </Form>
  );
}
